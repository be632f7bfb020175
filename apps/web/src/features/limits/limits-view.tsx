'use client';

import { useQuery } from '@tanstack/react-query';
import { userLimitsQueryOptions } from '@/api/limits';
import { currenciesQueryOptions } from '@/api/wallet';
import { useAccounts, useAuthStatus } from '@/session/session';
import { openAccountModal } from '@/session/account-modal-store';
import buttonStyles from '@/ui/button.module.css';
import { ExclusionCard } from './exclusion-card';
import type { LimitLabels } from './labels';
import { LimitCard } from './limit-card';
import { currentOfType, LIMIT_SECTIONS, pastLimits } from './limit-rules';
import { valueText } from './limit-text';
import styles from './limits.module.css';
import layout from '@/ui/page-layout.module.css';

/**
 * `/profile/limits` (spec §3 User limit): every limit type with its status, value, use and dates,
 * grouped as money, time and breaks; earlier limits below. Only for a signed-in player.
 */
export function LimitsView({ labels, locale }: { labels: LimitLabels; locale: string }) {
  const status = useAuthStatus();
  const loggedIn = status === 'loggedIn';
  const accounts = useAccounts();
  const limits = useQuery({ ...userLimitsQueryOptions(locale), enabled: loggedIn });
  const currencies = useQuery({ ...currenciesQueryOptions(locale), enabled: loggedIn });

  if (status === 'notLoggedIn')
    return (
      <p className={styles.notice}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          onClick={() => openAccountModal('signIn')}
        >
          {labels.signIn}
        </button>
      </p>
    );
  if (limits.isError)
    return (
      <div role="alert" className={styles.notice}>
        <p>{labels.loadError}</p>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={() => void limits.refetch()}
        >
          {labels.retry}
        </button>
      </div>
    );
  if (!limits.data || !currencies.data) return <div className={styles.loading} aria-busy="true" />;

  // the limits' state as of the answer (statuses are the server's at that moment)
  const now = limits.dataUpdatedAt;
  const held = currencies.data.filter((c) => accounts.some((a) => a.currency === c.code));
  const past = pastLimits(limits.data, now);
  return (
    <div className={layout.sections}>
      {LIMIT_SECTIONS.map((section) => (
        <section
          key={section.key}
          className={layout.section}
          aria-labelledby={`limits-${section.key}`}
        >
          <h2 id={`limits-${section.key}`} className={layout.sectionTitle}>
            {labels.sections[section.key]}
          </h2>
          <div className={layout.cards}>
            {section.types.map((type) =>
              type === 'coolingoff' || type === 'selfexclusion' ? (
                <ExclusionCard
                  key={type}
                  type={type}
                  limits={currentOfType(limits.data, type, now)}
                  labels={labels}
                  locale={locale}
                />
              ) : (
                <LimitCard
                  key={type}
                  type={type}
                  limits={currentOfType(limits.data, type, now)}
                  labels={labels}
                  currencies={held.length > 0 ? held : currencies.data}
                  locale={locale}
                />
              ),
            )}
          </div>
        </section>
      ))}
      {past.length > 0 && (
        <section className={layout.section} aria-labelledby="limits-history">
          <h2 id="limits-history" className={layout.sectionTitle}>
            {labels.history}
          </h2>
          <ul className={styles.history}>
            {past.map((limit) => (
              <li key={limit.id}>
                <span>{labels.types[limit.type]}</span>
                <span>{valueText(limit, labels, currencies.data, locale)}</span>
                <span className={styles.meta}>{labels.status[limit.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
