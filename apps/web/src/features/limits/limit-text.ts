import type { Currency } from '@sportsbook/betting/money/currency';
import { formatMoney } from '@/i18n/ltr';
import type { PlayerLimit } from '@/api/limits';
import { fill } from '@/i18n/fill';
import { formatDateTime } from '@/i18n/format';
import type { LimitLabels } from './labels';
import { measureOf } from './limit-rules';

/** An amount of a limit in its unit: money in its currency, minutes, days. */
export function amountText(
  limit: Pick<PlayerLimit, 'type' | 'currency'>,
  amount: number,
  labels: LimitLabels,
  currencies: readonly Currency[],
  locale: string,
): string {
  const measure = measureOf(limit.type);
  if (measure === 'minutes') return fill(labels.minutes, { value: amount });
  if (measure === 'days') return fill(labels.days, { value: amount });
  const currency = currencies.find((c) => c.code === limit.currency);
  return currency ? formatMoney(amount, currency, locale) : `${amount} ${limit.currency ?? ''}`;
}

/** The limit's value with its period: `€50.00 per day`, `90 min`. */
export function valueText(
  limit: PlayerLimit,
  labels: LimitLabels,
  currencies: readonly Currency[],
  locale: string,
): string {
  const value = amountText(limit, limit.value, labels, currencies, locale);
  return limit.period ? `${value} ${labels.periods[limit.period]}` : value;
}

/** The dates a row shows: set, period end, when a pending change can be confirmed, the end. */
export function dateLines(limit: PlayerLimit, labels: LimitLabels, locale: string): string[] {
  const date = (ms: number) => formatDateTime(ms, locale);
  const lines = [fill(labels.since, { date: date(limit.createdAt) })];
  if (limit.periodEndsAt !== null)
    lines.push(fill(labels.periodEnds, { date: date(limit.periodEndsAt) }));
  if (limit.confirmUntil !== null && !limit.confirmable)
    lines.push(
      fill(limit.status === 'unconfirmed_disabled' ? labels.removalFrom : labels.confirmFrom, {
        date: date(limit.confirmUntil),
      }),
    );
  if (limit.disableAt !== null) lines.push(fill(labels.until, { date: date(limit.disableAt) }));
  return lines;
}
