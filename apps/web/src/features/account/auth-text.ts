import type en from '@/i18n/messages/en.json';

/** The `auth` message namespace, resolved on the server for the page's locale. */
export type AuthMessages = (typeof en)['auth'];
