import type { UserLimitPeriod } from '@sportsbook/contract/vocabulary';
import { FormError } from '@/http/errors';
import { t, type MessageLocale } from '@/http/messages';

/** Texts of the responsible-gambling answers (spec §3 User limit, §8) in the site languages. */

const en = {
  limit_not_found: 'No such limit',
  limit_exists: 'You already have this limit: change it instead',
  limit_not_confirmable: 'You can confirm this change from {date}',
  limit_locked: 'Self-exclusion and cooling-off cannot be shortened or removed before they end',
  limit_currency_required: 'Pick the currency of this limit',
  limit_period_required: 'Pick the period of this limit',
  limit_too_large: 'This value is too large for this limit',
  limit_currency_forbidden: 'This limit has no currency',
  limit_period_forbidden: 'This limit has no period',
  self_excluded: 'You have excluded yourself from playing until {date}',
  self_excluded_forever: 'You have excluded yourself from playing',
  cooling_off: 'You are taking a break from playing until {date}',
  out_deposit: 'Your deposit limit is {limit} per {period}: {remaining} left',
  out_session: 'Your session limit of {limit} minutes is reached',
  out_sportsbook_session: 'Your sportsbook session limit of {limit} minutes is reached',
  out_time: 'Your playing time limit of {limit} minutes per {period} is reached',
  out_activity: 'Your activity limit of {limit} minutes per {period} is reached',
  out_bet: 'Your bet limit is {limit} per bet',
  out_wager: 'Your wager limit is {limit} per {period}: {remaining} left',
  out_loss: 'Your loss limit is {limit} per {period}: {remaining} left',
  period_day: 'day',
  period_week: 'week',
  period_month: 'month',
};
export type LimitMessageKey = keyof typeof en;
type Table = Record<LimitMessageKey, string>;

const de: Table = {
  limit_not_found: 'Dieses Limit gibt es nicht',
  limit_exists: 'Du hast dieses Limit schon: ändere es stattdessen',
  limit_not_confirmable: 'Du kannst diese Änderung ab {date} bestätigen',
  limit_locked:
    'Selbstausschluss und Spielpause können vor ihrem Ende nicht verkürzt oder aufgehoben werden',
  limit_currency_required: 'Wähle die Währung dieses Limits',
  limit_period_required: 'Wähle den Zeitraum dieses Limits',
  limit_too_large: 'Dieser Wert ist für dieses Limit zu groß',
  limit_currency_forbidden: 'Dieses Limit hat keine Währung',
  limit_period_forbidden: 'Dieses Limit hat keinen Zeitraum',
  self_excluded: 'Du hast dich bis {date} vom Spielen ausgeschlossen',
  self_excluded_forever: 'Du hast dich vom Spielen ausgeschlossen',
  cooling_off: 'Du machst bis {date} eine Spielpause',
  out_deposit: 'Dein Einzahlungslimit ist {limit} pro {period}: noch {remaining} übrig',
  out_session: 'Dein Sitzungslimit von {limit} Minuten ist erreicht',
  out_sportsbook_session: 'Dein Sportwetten-Sitzungslimit von {limit} Minuten ist erreicht',
  out_time: 'Dein Spielzeitlimit von {limit} Minuten pro {period} ist erreicht',
  out_activity: 'Dein Aktivitätslimit von {limit} Minuten pro {period} ist erreicht',
  out_bet: 'Dein Wettlimit ist {limit} pro Wette',
  out_wager: 'Dein Einsatzlimit ist {limit} pro {period}: noch {remaining}',
  out_loss: 'Dein Verlustlimit ist {limit} pro {period}: noch {remaining}',
  period_day: 'Tag',
  period_week: 'Woche',
  period_month: 'Monat',
};

const pt: Table = {
  limit_not_found: 'Esse limite não existe',
  limit_exists: 'Você já tem esse limite: altere-o',
  limit_not_confirmable: 'Você pode confirmar essa alteração a partir de {date}',
  limit_locked: 'Autoexclusão e pausa não podem ser encurtadas nem removidas antes de terminar',
  limit_currency_required: 'Escolha a moeda deste limite',
  limit_period_required: 'Escolha o período deste limite',
  limit_too_large: 'Esse valor é grande demais para este limite',
  limit_currency_forbidden: 'Este limite não tem moeda',
  limit_period_forbidden: 'Este limite não tem período',
  self_excluded: 'Você se autoexcluiu de jogar até {date}',
  self_excluded_forever: 'Você se autoexcluiu de jogar',
  cooling_off: 'Você está em uma pausa do jogo até {date}',
  out_deposit: 'Seu limite de depósito é {limit} por {period}: restam {remaining}',
  out_session: 'Seu limite de sessão de {limit} minutos foi atingido',
  out_sportsbook_session: 'Seu limite de sessão de apostas de {limit} minutos foi atingido',
  out_time: 'Seu limite de tempo de jogo de {limit} minutos por {period} foi atingido',
  out_activity: 'Seu limite de atividade de {limit} minutos por {period} foi atingido',
  out_bet: 'Seu limite por aposta é {limit}',
  out_wager: 'Seu limite de apostas é {limit} por {period}: restam {remaining}',
  out_loss: 'Seu limite de perdas é {limit} por {period}: restam {remaining}',
  period_day: 'dia',
  period_week: 'semana',
  period_month: 'mês',
};

const ar: Table = {
  limit_not_found: 'لا يوجد حد كهذا',
  limit_exists: 'لديك هذا الحد بالفعل: عدّله بدلاً من ذلك',
  limit_not_confirmable: 'يمكنك تأكيد هذا التغيير ابتداءً من {date}',
  limit_locked: 'لا يمكن تقصير الاستبعاد الذاتي أو فترة الاستراحة أو إلغاؤهما قبل انتهائهما',
  limit_currency_required: 'اختر عملة هذا الحد',
  limit_period_required: 'اختر فترة هذا الحد',
  limit_too_large: 'هذه القيمة كبيرة جدًا لهذا الحد',
  limit_currency_forbidden: 'هذا الحد ليس له عملة',
  limit_period_forbidden: 'هذا الحد ليس له فترة',
  self_excluded: 'لقد استبعدت نفسك من اللعب حتى {date}',
  self_excluded_forever: 'لقد استبعدت نفسك من اللعب',
  cooling_off: 'أنت في استراحة من اللعب حتى {date}',
  out_deposit: 'حد الإيداع لديك {limit} لكل {period}: المتبقي {remaining}',
  out_session: 'تم بلوغ حد الجلسة لديك وهو {limit} دقيقة',
  out_sportsbook_session: 'تم بلوغ حد جلسة المراهنات لديك وهو {limit} دقيقة',
  out_time: 'تم بلوغ حد وقت اللعب لديك وهو {limit} دقيقة لكل {period}',
  out_activity: 'تم بلوغ حد النشاط لديك وهو {limit} دقيقة لكل {period}',
  out_bet: 'حد الرهان لديك هو {limit} لكل رهان',
  out_wager: 'حد الرهانات لديك هو {limit} لكل {period}: المتبقي {remaining}',
  out_loss: 'حد الخسارة لديك هو {limit} لكل {period}: المتبقي {remaining}',
  period_day: 'يوم',
  period_week: 'أسبوع',
  period_month: 'شهر',
};

const TABLE: Record<MessageLocale, Table> = { en, de, pt, ar };

/** The text of a limit message in `locale` with `{name}` placeholders filled. */
export function limitMessage(
  locale: MessageLocale,
  key: LimitMessageKey,
  values: Record<string, string | number> = {},
): string {
  return TABLE[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The word of a period in `locale` ("day", "Woche"...). */
export const periodText = (locale: MessageLocale, period: UserLimitPeriod | null): string =>
  period ? limitMessage(locale, `period_${period}`) : '';

/** A time as the messages show it: `2026-11-25 13:45 UTC`. */
export const dateText = (at: Date): string =>
  `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A 422 form error on one field with a limit message. */
export function limitFieldError(
  locale: MessageLocale,
  field: string,
  key: LimitMessageKey,
): FormError {
  return new FormError(t(locale, 'validation_failed'), {
    [field]: [{ code: key, message: limitMessage(locale, key) }],
  });
}
