'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { exclusionEnd } from '@sportsbook/betting/limits/rules';
import { createUserLimit, type PlayerLimit } from '@/api/limits';
import { ApiError } from '@/api/errors';
import { fill } from '@/i18n/fill';
import { formatDateTime } from '@/i18n/format';
import { clearSession } from '@/session/session';
import buttonStyles from '@/ui/button.module.css';
import type { LimitLabels } from './labels';
import { LimitForm } from './limit-form';
import { dateLines } from './limit-text';
import styles from './limits.module.css';

/**
 * Spec §3 cooling-off and self-exclusion: the days typed, then a confirmation saying what
 * happens (signed out, no sign-in and no bets until the end); the server ends every session,
 * so the player is forgotten here too.
 */
export function ExclusionCard({
  type,
  limits,
  labels,
  locale,
}: {
  type: 'coolingoff' | 'selfexclusion';
  limits: readonly PlayerLimit[];
  labels: LimitLabels;
  locale: string;
}) {
  const client = useQueryClient();
  // the days chosen and when: the warning names the end date the server will set
  const [chosen, setChosen] = useState<{ days: number; at: number } | null>(null);
  const start = useMutation({
    mutationFn: (value: number) => createUserLimit({ type, value }, locale),
    onSuccess: () => clearSession(client),
  });
  const running = limits[0];

  return (
    <article
      className={styles.card}
      data-testid={`limit-${type}`}
      aria-labelledby={`limit-${type}-title`}
    >
      <h3 id={`limit-${type}-title`} className={styles.cardTitle}>
        {labels.types[type]}
      </h3>
      <p className={styles.help}>{labels.help[type]}</p>
      {running ? (
        dateLines(running, labels, locale).map((line) => (
          <p key={line} className={styles.meta}>
            {line}
          </p>
        ))
      ) : start.isSuccess ? (
        <p role="status" className={styles.said}>
          {labels.excluded}
        </p>
      ) : chosen === null ? (
        <LimitForm
          type={type}
          labels={labels}
          currencies={[]}
          submitLabel={labels.set}
          pending={false}
          error={start.error}
          onSubmit={({ value }) => setChosen({ days: value, at: Date.now() })}
        />
      ) : (
        <div className={styles.warning} role="alertdialog" aria-labelledby={`${type}-warning`}>
          <p id={`${type}-warning`}>
            {fill(labels.exclusionWarning, {
              date: formatDateTime(exclusionEnd(chosen.at, chosen.days), locale),
            })}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              onClick={() => start.mutate(chosen.days)}
              disabled={start.isPending}
              data-testid={`${type}-confirm`}
            >
              {labels.exclusionConfirm}
            </button>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              onClick={() => setChosen(null)}
            >
              {labels.cancel}
            </button>
          </div>
          {start.isError && (
            <p role="alert" className={styles.fieldError}>
              {start.error instanceof ApiError && start.error.status >= 400
                ? start.error.message
                : labels.failed}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
