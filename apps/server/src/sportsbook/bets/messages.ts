import type { MessageLocale } from '@/http/messages';

/**
 * Place-bet message keys (spec §8) and their text in the site languages: `errors_by_bet` carries
 * the key as `message` and the text as `localized_message`.
 */
export const BET_MESSAGE_KEYS = [
  'error.place_bets.invalid_odds',
  'error.place_bets.invalid_odds_custom_bet',
  'error.place_bets.default',
  'error.risk_validation.odds_higher_than_bookmakers',
  'error.risk_validation.odds_to_low',
  'error.place_bets.insufficient_balance',
  'error.place_bets.selection_suspended',
  'error.place_bets.match_finished',
  'error.place_bets.provider_unavailable',
  'error.place_bets.conflict',
  'error.place_bets.stake_too_low',
  'error.place_bets.stake_too_high',
  'error.place_bets.max_payout_exceeded',
  'error.place_bets.max_odds_exceeded',
  'error.place_bets.system_type',
  'error.place_bets.system_with_oddin',
  'error.place_bets.mixed_providers',
  'error.place_bets.multi_single_unavailable',
  'error.place_bets.unknown_outcome',
  'error.place_bets.selection_count',
  'error.place_bets.account_not_found',
  'error.place_bets.stake_split',
  'error.place_bets.custom_bet_match',
  'error.place_bets.bonus_unavailable',
  'error.place_bets.bonus_expired',
  'error.place_bets.bonus_odds_changed',
  'error.place_bets.bonus_only_verified',
  'error.place_bets.freebet_stake',
  'error.cashout.amount_changed',
  'error.cashout.unavailable',
  'error.bets.not_found',
  'error.share_code.not_found',
  'error.potential_win.equal_or_less',
  'error.place_bets.bet_limit',
  'error.place_bets.wager_limit',
  'error.place_bets.loss_limit',
  'error.place_bets.self_excluded',
  'error.place_bets.cooling_off',
] as const;
export type BetMessageKey = (typeof BET_MESSAGE_KEYS)[number];

type Table = Record<BetMessageKey, string>;

const en: Table = {
  'error.place_bets.invalid_odds': 'The odds have changed. Please check them and try again',
  'error.place_bets.invalid_odds_custom_bet':
    'The price of this bet builder has changed. Please check it and try again',
  'error.place_bets.default': 'The bet could not be placed',
  'error.risk_validation.odds_higher_than_bookmakers':
    'The odds went down to {current}. Accept the new odds to place the bet',
  'error.risk_validation.odds_to_low':
    'The odds went up to {current}. Accept the new odds to place the bet',
  'error.place_bets.insufficient_balance': 'Your balance is too low for this stake',
  'error.place_bets.selection_suspended': 'A selection is suspended right now',
  'error.place_bets.match_finished': 'A match of this bet is over',
  'error.place_bets.provider_unavailable': 'Betting on this event is paused right now',
  'error.place_bets.conflict': 'Two selections of one match cannot be combined',
  'error.place_bets.stake_too_low': 'The minimum stake is {amount}',
  'error.place_bets.stake_too_high': 'The maximum stake is {amount}',
  'error.place_bets.max_payout_exceeded': 'A bet can pay at most {amount}',
  'error.place_bets.max_odds_exceeded': 'The total odds of a bet can be at most {odds}',
  'error.place_bets.system_type': 'This system type does not fit the number of selections',
  'error.place_bets.system_with_oddin': 'Esports selections cannot be part of a system bet',
  'error.place_bets.mixed_providers': 'Selections of different providers cannot be combined',
  'error.place_bets.multi_single_unavailable':
    'Selections of this provider cannot be placed as several singles at once',
  'error.place_bets.unknown_outcome': 'A selection is no longer offered',
  'error.place_bets.selection_count': 'This bet type does not fit the number of selections',
  'error.place_bets.account_not_found': 'You have no account in this currency',
  'error.place_bets.stake_split': 'The stake must split evenly over the system lines',
  'error.place_bets.custom_bet_match': 'A bet builder takes selections of one match only',
  'error.place_bets.bonus_unavailable': 'This bonus cannot be used on this bet',
  'error.place_bets.bonus_expired': 'This bonus has expired or is no longer active',
  'error.place_bets.bonus_odds_changed':
    'The bonus odds of this bet have changed. Please check them and try again',
  'error.place_bets.bonus_only_verified': 'This bonus is for verified players only',
  'error.place_bets.freebet_stake': 'The stake of a freebet bet is the freebet amount',
  'error.cashout.amount_changed': 'The cashout amount has changed to {amount}',
  'error.cashout.unavailable': 'Cashout is not available for this bet right now',
  'error.bets.not_found': 'No such bet',
  'error.share_code.not_found': 'This bet link was not found',
  'error.potential_win.equal_or_less': 'The potential win must be higher than the stake',
  'error.place_bets.bet_limit': 'Your bet limit is {limit} per bet',
  'error.place_bets.wager_limit': 'Your wager limit is {limit} per {period}: {remaining} left',
  'error.place_bets.loss_limit': 'Your loss limit is {limit} per {period}: {remaining} left',
  'error.place_bets.self_excluded': 'You cannot bet while you are self-excluded',
  'error.place_bets.cooling_off': 'You cannot bet during your cooling-off break',
};

const de: Table = {
  'error.place_bets.invalid_odds':
    'Die Quoten haben sich geändert. Bitte prüfe sie und versuche es erneut',
  'error.place_bets.invalid_odds_custom_bet':
    'Der Preis dieser Wette hat sich geändert. Bitte prüfe ihn und versuche es erneut',
  'error.place_bets.default': 'Die Wette konnte nicht platziert werden',
  'error.risk_validation.odds_higher_than_bookmakers':
    'Die Quote ist auf {current} gefallen. Akzeptiere die neue Quote, um die Wette zu platzieren',
  'error.risk_validation.odds_to_low':
    'Die Quote ist auf {current} gestiegen. Akzeptiere die neue Quote, um die Wette zu platzieren',
  'error.place_bets.insufficient_balance': 'Dein Guthaben reicht für diesen Einsatz nicht',
  'error.place_bets.selection_suspended': 'Eine Auswahl ist gerade gesperrt',
  'error.place_bets.match_finished': 'Ein Spiel dieser Wette ist vorbei',
  'error.place_bets.provider_unavailable': 'Wetten auf dieses Ereignis sind gerade pausiert',
  'error.place_bets.conflict': 'Zwei Auswahlen eines Spiels können nicht kombiniert werden',
  'error.place_bets.stake_too_low': 'Der Mindesteinsatz ist {amount}',
  'error.place_bets.stake_too_high': 'Der Höchsteinsatz ist {amount}',
  'error.place_bets.max_payout_exceeded': 'Eine Wette kann höchstens {amount} auszahlen',
  'error.place_bets.max_odds_exceeded':
    'Die Gesamtquote einer Wette darf höchstens {odds} betragen',
  'error.place_bets.system_type': 'Dieser Systemtyp passt nicht zur Anzahl der Auswahlen',
  'error.place_bets.system_with_oddin':
    'E-Sport-Auswahlen können nicht Teil einer Systemwette sein',
  'error.place_bets.mixed_providers':
    'Auswahlen verschiedener Anbieter können nicht kombiniert werden',
  'error.place_bets.multi_single_unavailable':
    'Auswahlen dieses Anbieters können nicht als mehrere Einzelwetten auf einmal platziert werden',
  'error.place_bets.unknown_outcome': 'Eine Auswahl wird nicht mehr angeboten',
  'error.place_bets.selection_count': 'Dieser Wetttyp passt nicht zur Anzahl der Auswahlen',
  'error.place_bets.account_not_found': 'Du hast kein Konto in dieser Währung',
  'error.place_bets.stake_split':
    'Der Einsatz muss sich gleichmäßig auf die Systemreihen verteilen',
  'error.place_bets.custom_bet_match': 'Ein Wettbaukasten nimmt nur Auswahlen eines Spiels',
  'error.place_bets.bonus_unavailable': 'Dieser Bonus kann für diese Wette nicht genutzt werden',
  'error.place_bets.bonus_expired': 'Dieser Bonus ist abgelaufen oder nicht mehr aktiv',
  'error.place_bets.bonus_odds_changed':
    'Die Bonusquote dieser Wette hat sich geändert. Bitte prüfe sie und versuche es erneut',
  'error.place_bets.bonus_only_verified': 'Dieser Bonus gilt nur für verifizierte Spieler',
  'error.place_bets.freebet_stake': 'Der Einsatz einer Freiwette ist der Betrag der Freiwette',
  'error.cashout.amount_changed': 'Der Cashout-Betrag hat sich auf {amount} geändert',
  'error.cashout.unavailable': 'Cashout ist für diese Wette gerade nicht möglich',
  'error.bets.not_found': 'Diese Wette gibt es nicht',
  'error.share_code.not_found': 'Dieser Wett-Link wurde nicht gefunden',
  'error.potential_win.equal_or_less': 'Der mögliche Gewinn muss höher als der Einsatz sein',
  'error.place_bets.bet_limit': 'Dein Wettlimit ist {limit} pro Wette',
  'error.place_bets.wager_limit':
    'Dein Einsatzlimit ist {limit} pro {period}: noch {remaining} übrig',
  'error.place_bets.loss_limit':
    'Dein Verlustlimit ist {limit} pro {period}: noch {remaining} übrig',
  'error.place_bets.self_excluded': 'Während deines Selbstausschlusses kannst du nicht wetten',
  'error.place_bets.cooling_off': 'Während deiner Spielpause kannst du nicht wetten',
};

const pt: Table = {
  'error.place_bets.invalid_odds': 'As odds mudaram. Confira e tente novamente',
  'error.place_bets.invalid_odds_custom_bet':
    'O preço desta aposta personalizada mudou. Confira e tente novamente',
  'error.place_bets.default': 'Não foi possível fazer a aposta',
  'error.risk_validation.odds_higher_than_bookmakers':
    'As odds caíram para {current}. Aceite as novas odds para apostar',
  'error.risk_validation.odds_to_low':
    'As odds subiram para {current}. Aceite as novas odds para apostar',
  'error.place_bets.insufficient_balance': 'Seu saldo é insuficiente para esta aposta',
  'error.place_bets.selection_suspended': 'Uma seleção está suspensa no momento',
  'error.place_bets.match_finished': 'Uma partida desta aposta já terminou',
  'error.place_bets.provider_unavailable': 'As apostas neste evento estão pausadas',
  'error.place_bets.conflict': 'Duas seleções da mesma partida não podem ser combinadas',
  'error.place_bets.stake_too_low': 'A aposta mínima é {amount}',
  'error.place_bets.stake_too_high': 'A aposta máxima é {amount}',
  'error.place_bets.max_payout_exceeded': 'Uma aposta pode pagar no máximo {amount}',
  'error.place_bets.max_odds_exceeded': 'As odds totais de uma aposta podem ser no máximo {odds}',
  'error.place_bets.system_type': 'Este tipo de sistema não corresponde ao número de seleções',
  'error.place_bets.system_with_oddin':
    'Seleções de esports não podem entrar em apostas de sistema',
  'error.place_bets.mixed_providers': 'Seleções de provedores diferentes não podem ser combinadas',
  'error.place_bets.multi_single_unavailable':
    'Seleções deste provedor não podem ser apostadas como várias simples de uma vez',
  'error.place_bets.unknown_outcome': 'Uma seleção não está mais disponível',
  'error.place_bets.selection_count': 'Este tipo de aposta não corresponde ao número de seleções',
  'error.place_bets.account_not_found': 'Você não tem conta nesta moeda',
  'error.place_bets.stake_split': 'O valor deve se dividir igualmente entre as linhas do sistema',
  'error.place_bets.custom_bet_match': 'Uma aposta personalizada aceita seleções de uma só partida',
  'error.place_bets.bonus_unavailable': 'Este bônus não pode ser usado nesta aposta',
  'error.place_bets.bonus_expired': 'Este bônus expirou ou não está mais ativo',
  'error.place_bets.bonus_odds_changed':
    'As odds de bônus desta aposta mudaram. Verifique-as e tente novamente',
  'error.place_bets.bonus_only_verified': 'Este bônus é apenas para jogadores verificados',
  'error.place_bets.freebet_stake': 'O valor de uma aposta grátis é o valor da aposta grátis',
  'error.cashout.amount_changed': 'O valor do cashout mudou para {amount}',
  'error.cashout.unavailable': 'O cashout não está disponível para esta aposta agora',
  'error.bets.not_found': 'Aposta não encontrada',
  'error.share_code.not_found': 'Este link de aposta não foi encontrado',
  'error.potential_win.equal_or_less': 'O ganho potencial deve ser maior que o valor apostado',
  'error.place_bets.bet_limit': 'Seu limite de aposta é {limit} por aposta',
  'error.place_bets.wager_limit':
    'Seu limite de apostas é {limit} por {period}: restam {remaining}',
  'error.place_bets.loss_limit': 'Seu limite de perdas é {limit} por {period}: restam {remaining}',
  'error.place_bets.self_excluded': 'Você não pode apostar enquanto estiver autoexcluído',
  'error.place_bets.cooling_off': 'Você não pode apostar durante sua pausa',
};

const ar: Table = {
  'error.place_bets.invalid_odds': 'تغيّرت الاحتمالات. يرجى مراجعتها والمحاولة مرة أخرى',
  'error.place_bets.invalid_odds_custom_bet':
    'تغيّر سعر هذا الرهان المخصص. يرجى مراجعته والمحاولة مرة أخرى',
  'error.place_bets.default': 'تعذّر وضع الرهان',
  'error.risk_validation.odds_higher_than_bookmakers':
    'انخفضت الاحتمالات إلى {current}. اقبل الاحتمالات الجديدة لوضع الرهان',
  'error.risk_validation.odds_to_low':
    'ارتفعت الاحتمالات إلى {current}. اقبل الاحتمالات الجديدة لوضع الرهان',
  'error.place_bets.insufficient_balance': 'رصيدك غير كافٍ لهذا المبلغ',
  'error.place_bets.selection_suspended': 'أحد الاختيارات معلّق حاليًا',
  'error.place_bets.match_finished': 'انتهت إحدى مباريات هذا الرهان',
  'error.place_bets.provider_unavailable': 'الرهان على هذا الحدث متوقف مؤقتًا',
  'error.place_bets.conflict': 'لا يمكن الجمع بين اختيارين من المباراة نفسها',
  'error.place_bets.stake_too_low': 'أقل مبلغ للرهان هو {amount}',
  'error.place_bets.stake_too_high': 'أعلى مبلغ للرهان هو {amount}',
  'error.place_bets.max_payout_exceeded': 'أقصى مبلغ يمكن أن يدفعه الرهان هو {amount}',
  'error.place_bets.max_odds_exceeded': 'أقصى احتمال إجمالي للرهان هو {odds}',
  'error.place_bets.system_type': 'نوع النظام لا يناسب عدد الاختيارات',
  'error.place_bets.system_with_oddin':
    'لا يمكن أن تكون اختيارات الرياضات الإلكترونية ضمن رهان نظام',
  'error.place_bets.mixed_providers': 'لا يمكن الجمع بين اختيارات من مزوّدين مختلفين',
  'error.place_bets.multi_single_unavailable':
    'لا يمكن وضع اختيارات هذا المزوّد كعدة رهانات فردية دفعة واحدة',
  'error.place_bets.unknown_outcome': 'أحد الاختيارات لم يعد متاحًا',
  'error.place_bets.selection_count': 'نوع الرهان لا يناسب عدد الاختيارات',
  'error.place_bets.account_not_found': 'ليس لديك حساب بهذه العملة',
  'error.place_bets.stake_split': 'يجب أن يتوزع المبلغ بالتساوي على خطوط النظام',
  'error.place_bets.custom_bet_match': 'الرهان المخصص يقبل اختيارات من مباراة واحدة فقط',
  'error.place_bets.bonus_unavailable': 'لا يمكن استخدام هذه المكافأة في هذا الرهان',
  'error.place_bets.bonus_expired': 'انتهت صلاحية هذه المكافأة أو لم تعد نشطة',
  'error.place_bets.bonus_odds_changed':
    'تغيرت احتمالات المكافأة لهذا الرهان. يرجى التحقق منها والمحاولة مرة أخرى',
  'error.place_bets.bonus_only_verified': 'هذه المكافأة للاعبين الموثقين فقط',
  'error.place_bets.freebet_stake': 'مبلغ رهان الرهان المجاني هو مبلغ الرهان المجاني',
  'error.cashout.amount_changed': 'تغيّر مبلغ السحب المبكر إلى {amount}',
  'error.cashout.unavailable': 'السحب المبكر غير متاح لهذا الرهان حاليًا',
  'error.bets.not_found': 'لا يوجد رهان كهذا',
  'error.share_code.not_found': 'لم يتم العثور على رابط الرهان هذا',
  'error.potential_win.equal_or_less': 'يجب أن يكون الربح المحتمل أعلى من مبلغ الرهان',
  'error.place_bets.bet_limit': 'حد الرهان لديك {limit} لكل رهان',
  'error.place_bets.wager_limit': 'حد المراهنة لديك {limit} لكل {period}: المتبقي {remaining}',
  'error.place_bets.loss_limit': 'حد الخسارة لديك {limit} لكل {period}: المتبقي {remaining}',
  'error.place_bets.self_excluded': 'لا يمكنك المراهنة أثناء الاستبعاد الذاتي',
  'error.place_bets.cooling_off': 'لا يمكنك المراهنة أثناء فترة الاستراحة',
};

const TABLE: Record<MessageLocale, Table> = { en, de, pt, ar };

/** The text of a place-bet key in `locale`, `{name}` placeholders filled. */
export function betMessage(
  locale: MessageLocale,
  key: BetMessageKey,
  values: Record<string, string | number> = {},
): string {
  return TABLE[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
