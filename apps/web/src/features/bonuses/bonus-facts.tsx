import type { Currency } from '@sportsbook/betting/money/currency';
import type { BonusOffer } from '@/api/promotions-types';
import { fill } from '@/i18n/fill';
import type { PromotionLabels } from './labels';
import { oddsText, promoMoney } from './promo-text';

/**
 * What a bonus offers, in lines (spec §3 fields by kind): a freebet's variant, stake, odds and
 * selections; a comboboost's ranges; a hunting's, tournament's or lootbox's farming.
 */
export function bonusFacts(
  bonus: BonusOffer,
  labels: PromotionLabels,
  currencies: readonly Currency[] | undefined,
  locale: string,
  livePool: number | null = null,
): { label?: string; value: string }[] {
  const odds = (value: number) => oddsText(value, locale);
  if (bonus.kind === 'freebets') {
    const facts: { label?: string; value: string }[] = [
      { value: labels.variants[bonus.freebetType] },
      {
        value: fill(labels.freebetAmount, {
          amount: promoMoney(bonus.amount, bonus.currency, currencies, locale),
        }),
      },
    ];
    if (bonus.boostMultiplier !== null)
      facts.push({ value: fill(labels.boosted, { multiplier: odds(bonus.boostMultiplier) }) });
    if (bonus.minOdds !== null && bonus.maxOdds !== null)
      facts.push({
        value: fill(labels.odds, { min: odds(bonus.minOdds), max: odds(bonus.maxOdds) }),
      });
    else if (bonus.minOdds !== null)
      facts.push({ value: fill(labels.minOdds, { min: odds(bonus.minOdds) }) });
    if (bonus.selectionsCountFrom !== null || bonus.selectionsCountTo !== null)
      facts.push({
        value: fill(labels.selections, {
          from: bonus.selectionsCountFrom ?? 1,
          to: bonus.selectionsCountTo ?? '∞',
        }),
      });
    return facts;
  }
  if (bonus.kind === 'comboboosts') {
    const facts = bonus.ranges.map((range) => ({
      value: fill(labels.range, {
        min: range.minCount,
        max: range.maxCount,
        odds: odds(range.bonusOdds),
      }),
    }));
    facts.push({ value: fill(labels.rangeFrom, { odds: odds(bonus.minOdds) }) });
    if (bonus.onlyVerified) facts.push({ value: labels.onlyVerified });
    return facts;
  }
  const money = (minor: number) =>
    promoMoney(minor, bonus.currency, currencies, locale, bonus.subunits);
  const facts: { label?: string; value: string }[] = [
    { label: labels.farming.points, value: String(bonus.farming.points) },
    { label: labels.farming.betsCount, value: String(bonus.farming.betsCount) },
    { label: labels.farming.averageStake, value: money(bonus.farming.averageStake) },
    { label: labels.farming.potentialFreebet, value: money(bonus.farming.potentialFreebetAmount) },
  ];
  // the pushed pool is the newest; the answer's pool, else the starting pool, until one comes
  const pool = livePool ?? bonus.farming.poolAmount ?? bonus.farming.initialPool;
  if (bonus.kind === 'tournaments' && pool !== null)
    facts.unshift({ label: labels.farming.pool, value: money(pool) });
  if (bonus.farmOncePerEvent) facts.push({ value: labels.farming.oncePerEvent });
  return facts;
}
