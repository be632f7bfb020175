'use client';

import { useQuery } from '@tanstack/react-query';
import type { Currency } from '@sportsbook/betting/money/currency';
import {
  jackpotHitsQueryOptions,
  jackpotQueryOptions,
  type Jackpot,
} from '@/api/promotions-jackpots';
import { fill } from '@/i18n/fill';
import { formatDateTime } from '@/i18n/format';
import { jackpotMoney } from './jackpot-money';
import type { JackpotLabels } from './labels';
import styles from './jackpots.module.css';

/**
 * Spec §2 block "jackpot banner": the jackpot's amount kept live (GET /jackpots/{id} every 15 s,
 * spec §9), its levels and the latest wins (every 60 s).
 */
export function JackpotBanner({
  jackpot: listed,
  labels,
  currencies,
  locale,
}: {
  jackpot: Jackpot;
  labels: JackpotLabels;
  currencies: readonly Currency[] | undefined;
  locale: string;
}) {
  // the list's figures show until the first refresh answers; a failed refresh keeps them
  const live = useQuery({ ...jackpotQueryOptions(listed.id, locale), placeholderData: listed });
  const jackpot = live.data ?? listed;
  const hits = useQuery(jackpotHitsQueryOptions(jackpot.id, locale));
  const money = (minor: number, code = jackpot.currency) =>
    jackpotMoney(minor, code, jackpot.subunits, currencies, locale);
  return (
    <article
      className={styles.banner}
      data-testid="jackpot-banner"
      aria-labelledby={`jackpot-${jackpot.id}`}
    >
      <div className={styles.bannerHead}>
        <h3 id={`jackpot-${jackpot.id}`} className={styles.name} dir="auto">
          {jackpot.name}
        </h3>
        <p className={styles.amount} data-testid="jackpot-amount" aria-live="polite">
          {money(jackpot.amount)}
        </p>
      </div>
      {jackpot.levels.length > 0 && (
        <div className={styles.levels}>
          <h4 className={styles.subTitle}>{labels.levels}</h4>
          <ul className={styles.levelList}>
            {jackpot.levels.map((level) => (
              <li key={level.name} className={styles.level} data-active={level.active}>
                <span dir="auto">{level.name}</span>
                <span className={styles.levelAmount}>{money(level.poolAmount)}</span>
                {level.active && <span className="visually-hidden"> {labels.levelActive}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.hits}>
        <h4 className={styles.subTitle}>{labels.recentHits}</h4>
        {hits.data && hits.data.length > 0 ? (
          <ul className={styles.hitList}>
            {hits.data.map((hit) => (
              <li key={hit.id} className={styles.hit}>
                <span>
                  {fill(labels.hit, {
                    user: hit.hashedUserName,
                    amount: money(hit.amount, hit.currency),
                    level: hit.levelName,
                  })}
                </span>
                <time className={styles.time} dateTime={hit.createdAt}>
                  {formatDateTime(hit.createdAt, locale)}
                </time>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{labels.noHits}</p>
        )}
      </div>
    </article>
  );
}
