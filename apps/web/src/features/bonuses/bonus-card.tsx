'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Currency } from '@sportsbook/betting/money/currency';
import { tournamentPoolQueryOptions } from '@/api/promotions';
import type { BonusOffer } from '@/api/promotions-types';
import { bonusFacts } from './bonus-facts';
import type { PromotionLabels } from './labels';
import { statusOf, validToText } from './promo-text';
import styles from './promotions.module.css';

/**
 * One bonus in its kind's list: name, status, what it offers, valid-to and the way to details
 * (the modal here, or a link to it on /promotions from a content block).
 */
export function BonusCard({
  bonus,
  labels,
  currencies,
  locale,
  action,
  children,
}: {
  bonus: BonusOffer;
  labels: PromotionLabels;
  currencies: readonly Currency[] | undefined;
  locale: string;
  /** The way to its details: a button opening the modal, or a link to it on /promotions. */
  action: ReactNode;
  /** More about the bonus, under its facts (a tournament's leaderboard top). */
  children?: ReactNode;
}) {
  const status = statusOf(bonus);
  // a tournament's pool follows tournament_pool_changed here too (the push names its campaign)
  const pool = useQuery(
    tournamentPoolQueryOptions(bonus.kind === 'tournaments' ? bonus.campaignId : bonus.id),
  );
  const livePool = pool.data?.poolAmount ?? null;
  const facts = bonusFacts(bonus, labels, currencies, locale, livePool).slice(0, 3);
  return (
    <li className={styles.card} data-testid="bonus-card" data-kind={bonus.kind}>
      <div className={styles.cardHead}>
        {/* names come from the operator, in any direction */}
        <h3 className={styles.cardTitle} dir="auto">
          {bonus.name}
        </h3>
        <span className={styles.status} data-status={status}>
          {labels.status[status]}
        </span>
      </div>
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={`${fact.label ?? ''}${fact.value}`}>
            {fact.label ? <span className={styles.factLabel}>{fact.label} </span> : null}
            <span className={styles.factValue}>{fact.value}</span>
          </li>
        ))}
      </ul>
      {children}
      <div className={styles.cardFoot}>
        <span className={styles.muted}>{validToText(bonus, labels, locale)}</span>
        {action}
      </div>
    </li>
  );
}
