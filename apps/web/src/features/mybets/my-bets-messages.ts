import type en from '@/i18n/messages/en.json';

/** The `myBets` message namespace, resolved on the server for the page's locale. */
export type MyBetsMessages = (typeof en)['myBets'];
