import { HttpError } from '@/http/errors';
import type { MessageLocale } from '@/http/messages';

/** Codes of the /bonuses calls' refusals, with their text in the site languages. */
const TEXTS = {
  bonus_not_found: {
    en: 'No such bonus',
    de: 'Diesen Bonus gibt es nicht',
    pt: 'Bônus não encontrado',
    ar: 'لا توجد مكافأة كهذه',
  },
  bonus_not_available: {
    en: 'This bonus cannot be activated now',
    de: 'Dieser Bonus kann jetzt nicht aktiviert werden',
    pt: 'Este bônus não pode ser ativado agora',
    ar: 'لا يمكن تفعيل هذه المكافأة الآن',
  },
  bonus_already_active: {
    en: 'This bonus is already active',
    de: 'Dieser Bonus ist bereits aktiv',
    pt: 'Este bônus já está ativo',
    ar: 'هذه المكافأة مفعلة بالفعل',
  },
  promo_code_not_found: {
    en: 'This promo code does not exist',
    de: 'Diesen Promo-Code gibt es nicht',
    pt: 'Este código promocional não existe',
    ar: 'رمز العرض هذا غير موجود',
  },
  promo_code_used: {
    en: 'You have already used this promo code',
    de: 'Du hast diesen Promo-Code bereits eingelöst',
    pt: 'Você já usou este código promocional',
    ar: 'لقد استخدمت رمز العرض هذا من قبل',
  },
  promo_code_expired: {
    en: 'This promo code has expired',
    de: 'Dieser Promo-Code ist abgelaufen',
    pt: 'Este código promocional expirou',
    ar: 'انتهت صلاحية رمز العرض هذا',
  },
  promo_code_exhausted: {
    en: 'This promo code has been used up',
    de: 'Dieser Promo-Code ist aufgebraucht',
    pt: 'Este código promocional esgotou',
    ar: 'نفدت استخدامات رمز العرض هذا',
  },
  lootbox_used: {
    en: 'This lootbox has already boosted a freebet',
    de: 'Diese Lootbox hat bereits eine Freiwette verstärkt',
    pt: 'Esta lootbox já turbinou uma aposta grátis',
    ar: 'عززت صندوق الغنائم هذا رهانًا مجانيًا بالفعل',
  },
  lootbox_locked: {
    en: 'Farm more points to open this lootbox',
    de: 'Sammle mehr Punkte, um diese Lootbox zu öffnen',
    pt: 'Acumule mais pontos para abrir esta lootbox',
    ar: 'اجمع المزيد من النقاط لفتح صندوق الغنائم هذا',
  },
  freebet_not_boostable: {
    en: 'This freebet cannot be boosted',
    de: 'Diese Freiwette kann nicht verstärkt werden',
    pt: 'Esta aposta grátis não pode ser turbinada',
    ar: 'لا يمكن تعزيز هذا الرهان المجاني',
  },
} as const satisfies Record<string, Record<MessageLocale, string>>;

export type BonusErrorCode = keyof typeof TEXTS;

/** A refusal of a /bonuses call: `code` and the message in the request's language. */
export function bonusError(
  status: number,
  code: BonusErrorCode,
  locale: MessageLocale,
  details?: unknown,
): HttpError {
  return new HttpError(status, code, TEXTS[code][locale], details);
}
