import { messageLocale, type MessageLocale } from '@/http/messages';

/**
 * Spec §3 Notification kinds the server writes on real events, and their texts in the site
 * languages. Values in `{}` are filled in when written (amounts already formatted).
 */
export const NOTIFICATION_KINDS = [
  'bet_won',
  'cashout_paid',
  'deposit_credited',
  'deposit_failed',
  'limit_reached',
  'limit_confirmed',
  'tournament_prize',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification points at (spec §3 objectType). */
export const NOTIFICATION_OBJECT_TYPE: Record<NotificationKind, string> = {
  bet_won: 'bet',
  cashout_paid: 'bet',
  deposit_credited: 'transaction',
  deposit_failed: 'transaction',
  limit_reached: 'user_limit',
  limit_confirmed: 'user_limit',
  tournament_prize: 'bonus',
};

interface Text {
  title: string;
  body: string;
}
type Table = Record<NotificationKind, Text>;

const en: Table = {
  bet_won: { title: 'Bet won', body: 'Your bet won {amount}. It is in your balance.' },
  cashout_paid: { title: 'Cashout paid', body: '{amount} from your cashout is in your balance.' },
  deposit_credited: { title: 'Deposit received', body: '{amount} was added to your balance.' },
  deposit_failed: {
    title: 'Deposit failed',
    body: 'Your deposit of {amount} did not go through. No money was taken.',
  },
  limit_reached: { title: 'Limit reached', body: '{limit}' },
  limit_confirmed: {
    title: 'Limit change confirmed',
    body: 'Your new {type} limit is in force.',
  },
  tournament_prize: {
    title: 'Tournament prize',
    body: '{name} is over: you finished #{position} and won {amount}. It is in your balance.',
  },
};

const de: Table = {
  bet_won: {
    title: 'Wette gewonnen',
    body: 'Deine Wette hat {amount} gewonnen. Der Betrag ist in deinem Guthaben.',
  },
  cashout_paid: {
    title: 'Cashout ausgezahlt',
    body: '{amount} aus deinem Cashout sind in deinem Guthaben.',
  },
  deposit_credited: {
    title: 'Einzahlung eingegangen',
    body: '{amount} wurden deinem Guthaben gutgeschrieben.',
  },
  deposit_failed: {
    title: 'Einzahlung fehlgeschlagen',
    body: 'Deine Einzahlung von {amount} ist nicht durchgegangen. Es wurde kein Geld abgebucht.',
  },
  limit_reached: { title: 'Limit erreicht', body: '{limit}' },
  limit_confirmed: {
    title: 'Limitänderung bestätigt',
    body: 'Dein neues Limit ({type}) gilt jetzt.',
  },
  tournament_prize: {
    title: 'Turniergewinn',
    body: '{name} ist beendet: Platz {position}, du hast {amount} gewonnen. Der Betrag ist in deinem Guthaben.',
  },
};

const pt: Table = {
  bet_won: {
    title: 'Aposta ganha',
    body: 'Sua aposta ganhou {amount}. O valor está no seu saldo.',
  },
  cashout_paid: { title: 'Cashout pago', body: '{amount} do seu cashout está no seu saldo.' },
  deposit_credited: { title: 'Depósito recebido', body: '{amount} foi adicionado ao seu saldo.' },
  deposit_failed: {
    title: 'Depósito recusado',
    body: 'Seu depósito de {amount} não foi concluído. Nenhum dinheiro foi cobrado.',
  },
  limit_reached: { title: 'Limite atingido', body: '{limit}' },
  limit_confirmed: {
    title: 'Alteração de limite confirmada',
    body: 'Seu novo limite ({type}) está em vigor.',
  },
  tournament_prize: {
    title: 'Prêmio do torneio',
    body: '{name} terminou: você ficou em {position}º lugar e ganhou {amount}. O valor está no seu saldo.',
  },
};

const ar: Table = {
  bet_won: { title: 'رهان رابح', body: 'ربح رهانك {amount}. المبلغ في رصيدك.' },
  cashout_paid: { title: 'تم دفع السحب المبكر', body: '{amount} من السحب المبكر في رصيدك.' },
  deposit_credited: { title: 'تم استلام الإيداع', body: 'أضيف {amount} إلى رصيدك.' },
  deposit_failed: {
    title: 'فشل الإيداع',
    body: 'لم يكتمل إيداعك بقيمة {amount}. لم يتم خصم أي مبلغ.',
  },
  limit_reached: { title: 'تم بلوغ الحد', body: '{limit}' },
  limit_confirmed: { title: 'تم تأكيد تغيير الحد', body: 'حدك الجديد ({type}) سارٍ الآن.' },
  tournament_prize: {
    title: 'جائزة البطولة',
    body: 'انتهت {name}: حللت في المركز {position} وربحت {amount}. المبلغ في رصيدك.',
  },
};

/** Names of the limit types in the texts above. */
const LIMIT_TYPE_NAMES: Record<MessageLocale, Record<string, string>> = {
  en: {
    deposit: 'deposit',
    loss: 'loss',
    wager: 'wager',
    bet: 'bet',
    time: 'time',
    session: 'session',
    sportsbook_session: 'sportsbook session',
    activity: 'activity',
    reality_check: 'reality check',
  },
  de: {
    deposit: 'Einzahlung',
    loss: 'Verlust',
    wager: 'Einsatzsumme',
    bet: 'Einsatz',
    time: 'Spielzeit',
    session: 'Sitzung',
    sportsbook_session: 'Sportwetten-Sitzung',
    activity: 'Aktivität',
    reality_check: 'Realitätscheck',
  },
  pt: {
    deposit: 'depósito',
    loss: 'perda',
    wager: 'volume de apostas',
    bet: 'aposta',
    time: 'tempo',
    session: 'sessão',
    sportsbook_session: 'sessão de apostas',
    activity: 'atividade',
    reality_check: 'verificação de realidade',
  },
  ar: {
    deposit: 'الإيداع',
    loss: 'الخسارة',
    wager: 'إجمالي الرهانات',
    bet: 'الرهان',
    time: 'الوقت',
    session: 'الجلسة',
    sportsbook_session: 'جلسة المراهنات',
    activity: 'النشاط',
    reality_check: 'تذكير الواقع',
  },
};

const TABLES: Record<MessageLocale, Table> = { en, de, pt, ar };

/** The locale a player's stored language writes in (English when the site has no such texts). */
export const notificationLocale = (language: string | null | undefined): MessageLocale =>
  messageLocale(language) ?? 'en';

/** Title and body of one kind in a locale, `{name}` filled from `values`. */
export function notificationText(
  locale: MessageLocale,
  kind: NotificationKind,
  values: Record<string, string> = {},
): Text {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  const text = TABLES[locale][kind];
  return { title: fill(text.title), body: fill(text.body) };
}

/** A limit type's name in a locale (the type itself when unnamed). */
export const limitTypeName = (locale: MessageLocale, type: string): string =>
  LIMIT_TYPE_NAMES[locale][type] ?? type;
