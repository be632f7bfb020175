import type en from '@/i18n/messages/en.json';

/** Texts of the jackpots (messages namespace `jackpots`), read on the server, passed as props. */
export type JackpotLabels = (typeof en)['jackpots'];

/** The header card's and the jackpot-hit modal's texts: all every page carries. */
export type JackpotZoneLabels = Pick<JackpotLabels, 'card' | 'hitModal'>;
