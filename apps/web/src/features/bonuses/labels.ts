import type en from '@/i18n/messages/en.json';

/** Texts of the promotions (messages namespace `promotions`), read on the server, passed as props. */
export type PromotionLabels = (typeof en)['promotions'];

/** The header zone's and the bonus alert's texts: all every page carries. */
export type BonusZoneLabels = Pick<PromotionLabels, 'header' | 'alert'>;
