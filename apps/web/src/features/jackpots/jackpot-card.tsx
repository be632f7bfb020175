'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import {
  isReportedJackpotError,
  jackpotQueryOptions,
  jackpotsQueryOptions,
} from '@/api/promotions-jackpots';
import { currenciesQueryOptions } from '@/api/wallet';
import { fill } from '@/i18n/fill';
import { jackpotMoney } from './jackpot-money';
import type { JackpotZoneLabels } from './labels';
import styles from './zone.module.css';

/**
 * Spec §2 header zone "jackpot card": the first running jackpot's amount, live (15 s), linking
 * to the jackpots of /promotions. Nothing shows while there is none or its fetch fails (spec §8:
 * 400, 404 and 500 are not reported; a header card reports nothing either way).
 */
export function JackpotCard({
  labels,
  locale,
  href,
}: {
  labels: JackpotZoneLabels;
  locale: string;
  href: string;
}) {
  const list = useQuery(jackpotsQueryOptions(locale));
  const first = list.data?.[0];
  const live = useQuery({
    ...jackpotQueryOptions(first?.id ?? '', locale),
    enabled: first !== undefined,
    placeholderData: first,
  });
  const currencies = useQuery(currenciesQueryOptions(locale)).data;
  const jackpot = live.data ?? first;
  if (!jackpot || (list.isError && isReportedJackpotError(list.error))) return null;
  return (
    <Link href={href} className={styles.card} prefetch={false} data-testid="jackpot-card">
      <span className={styles.cardName} dir="auto">
        {fill(labels.card, { name: jackpot.name })}
      </span>
      <span className={styles.cardAmount}>
        {jackpotMoney(jackpot.amount, jackpot.currency, jackpot.subunits, currencies, locale)}
      </span>
    </Link>
  );
}
