import type en from '@/i18n/messages/en.json';

/** The `cashout` message namespace, resolved on the server for the page's locale. */
export type CashoutMessages = (typeof en)['cashout'];
