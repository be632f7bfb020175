import { boostPercent, type ComboboostHint } from '@sportsbook/betting/bonus/comboboost-hint';
import type { FreebetChoiceProblem } from '@sportsbook/betting/bonus/ticket-bonuses';
import type { OfferedFreebet } from '@/api/bet-bonuses';
import { dirFor } from '@/i18n/rtl';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { money } from '../components/slip-text';

/**
 * A boost as the bettor reads it: bonus odds 1.1 -> "+10%" in the page's locale; in a
 * right-to-left page isolated left to right, so the sign stays before the figure.
 */
export function percentText(bonusOdds: number, locale: string): string {
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(boostPercent(bonusOdds) / 100);
  return dirFor(locale) === 'rtl' ? `\u2066${percent}\u2069` : percent;
}

/** "Add one more selection at 1.30 or more for +10%" (plural form by the page's locale). */
export function hintText(m: MessageTree, hint: ComboboostHint, env: SlipEnv): string {
  const form = new Intl.PluralRules(env.locale).select(hint.missingSelections);
  return text(
    m,
    `bonus.hint.${form}`,
    {
      count: hint.missingSelections,
      odds: env.formatOdds(hint.minOdds),
      percent: percentText(hint.bonusOdds, env.locale),
    },
    'bonus.hint.other',
  );
}

/** A freebet as a choice: its name, amount and how it pays. */
export function freebetText(m: MessageTree, freebet: OfferedFreebet, env: SlipEnv): string {
  return text(m, 'bonus.freebetOption', {
    name: freebet.name,
    amount: money(freebet.amount, env),
    variant: text(m, `bonus.variant.${freebet.freebetType}`),
  });
}

/** Why a freebet cannot go on the bet, in a few words. */
export function freebetProblemText(
  m: MessageTree,
  problem: FreebetChoiceProblem,
  freebet: OfferedFreebet,
  env: SlipEnv,
): string {
  const odds =
    problem === 'odds_below_min'
      ? freebet.minOdds
      : problem === 'odds_above_max'
        ? freebet.maxOdds
        : undefined;
  return text(
    m,
    `bonus.problem.${problem}`,
    odds === undefined ? {} : { odds: env.formatOdds(odds) },
  );
}
