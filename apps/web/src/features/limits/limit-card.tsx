'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Currency } from '@sportsbook/betting/money/currency';
import type { UserLimitType } from '@sportsbook/betting/vocabulary';
import {
  changeUserLimit,
  confirmUserLimit,
  createUserLimit,
  limitKeys,
  removeUserLimit,
  type PlayerLimit,
} from '@/api/limits';
import { ApiError } from '@/api/errors';
import { fill } from '@/i18n/fill';
import { formatDateTime } from '@/i18n/format';
import buttonStyles from '@/ui/button.module.css';
import type { LimitLabels } from './labels';
import { LimitForm, type LimitInput } from './limit-form';
import { isExclusion } from './limit-rules';
import { amountText, dateLines, valueText } from './limit-text';
import styles from './limits.module.css';

interface CardProps {
  type: UserLimitType;
  /** The type's limits in force or waiting (limit-rules currentOfType). */
  limits: readonly PlayerLimit[];
  labels: LimitLabels;
  currencies: readonly Currency[];
  locale: string;
}

/** What the last action said: saved at once, or waiting its cooling period. */
function savedText(limit: PlayerLimit, labels: LimitLabels, locale: string): string {
  return limit.status === 'unconfirmed' && limit.confirmUntil !== null
    ? fill(labels.pendingSaved, { date: formatDateTime(limit.confirmUntil, locale) })
    : labels.saved;
}

/**
 * One limit type of spec §3: its current limits (status, value, use, dates) with change, confirm
 * and remove, or the form to set it. A tighter value applies at once; a looser one comes back
 * pending with the date it can be confirmed.
 */
export function LimitCard({ type, limits, labels, currencies, locale }: CardProps) {
  const client = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: limitKeys.all });
  const onDone = (limit: PlayerLimit) => {
    setEditing(null);
    setSaid(savedText(limit, labels, locale));
    return refresh();
  };
  const create = useMutation({
    mutationFn: (input: LimitInput) => createUserLimit({ type, ...input }, locale),
    onSuccess: onDone,
  });
  const change = useMutation({
    mutationFn: ({ id, value }: { id: string; value: number }) =>
      changeUserLimit(id, value, locale),
    onSuccess: onDone,
  });
  const confirm = useMutation({
    mutationFn: (id: string) => confirmUserLimit(id, locale),
    onSuccess: onDone,
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeUserLimit(id, locale),
    onSuccess: onDone,
  });
  const inForce = limits.find((l) => l.status !== 'unconfirmed');
  const failed = [confirm.error, remove.error].find(Boolean);

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
      {limits.map((limit) => (
        <div
          key={limit.id}
          className={styles.row}
          data-testid="limit-row"
          data-status={limit.status}
        >
          <div className={styles.rowHead}>
            <strong className={styles.value}>{valueText(limit, labels, currencies, locale)}</strong>
            <span className={styles.status} data-status={limit.status}>
              {labels.status[limit.status]}
            </span>
          </div>
          {limit.used !== null && limit.remaining !== null && (
            <p className={styles.meta}>
              {fill(labels.used, {
                used: amountText(limit, limit.used, labels, currencies, locale),
                remaining: amountText(limit, limit.remaining, labels, currencies, locale),
              })}
            </p>
          )}
          {dateLines(limit, labels, locale).map((line) => (
            <p key={line} className={styles.meta}>
              {line}
            </p>
          ))}
          {editing === limit.id ? (
            <LimitForm
              type={type}
              labels={labels}
              currencies={currencies}
              fixed={{ currency: limit.currency }}
              submitLabel={labels.save}
              pending={change.isPending}
              error={change.error}
              onSubmit={({ value }) => change.mutate({ id: limit.id, value })}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <div className={styles.actions}>
              {limit.confirmable && (
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.primary}`}
                  onClick={() => confirm.mutate(limit.id)}
                  disabled={confirm.isPending}
                >
                  {labels.confirm}
                </button>
              )}
              {(limit.status === 'active' || limit.status === 'confirmed') &&
                !isExclusion(type) && (
                  <>
                    <button
                      type="button"
                      className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                      onClick={() => {
                        change.reset();
                        setEditing(limit.id);
                      }}
                    >
                      {labels.change}
                    </button>
                    <button
                      type="button"
                      className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                      onClick={() => remove.mutate(limit.id)}
                      disabled={remove.isPending}
                    >
                      {labels.remove}
                    </button>
                  </>
                )}
              {limit.status === 'unconfirmed' && (
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                  onClick={() => remove.mutate(limit.id)}
                  disabled={remove.isPending}
                >
                  {labels.cancelChange}
                </button>
              )}
            </div>
          )}
        </div>
      ))}
      {!inForce && (
        <LimitForm
          type={type}
          labels={labels}
          currencies={currencies}
          submitLabel={labels.set}
          pending={create.isPending}
          error={create.error}
          onSubmit={(input) => create.mutate(input)}
        />
      )}
      {failed ? (
        <p role="alert" className={styles.fieldError}>
          {failed instanceof ApiError && failed.status >= 400 ? failed.message : labels.failed}
        </p>
      ) : said ? (
        <p role="status" className={styles.said}>
          {said}
        </p>
      ) : null}
    </article>
  );
}
