'use client';

import { useId, useState, type FormEvent } from 'react';
import type { Currency } from '@sportsbook/betting/money/currency';
import type { UserLimitPeriod, UserLimitType } from '@sportsbook/betting/vocabulary';
import { USER_LIMIT_PERIODS } from '@sportsbook/betting/vocabulary';
import { ApiError } from '@/api/errors';
import buttonStyles from '@/ui/button.module.css';
import type { LimitLabels } from './labels';
import { isPeriodic, measureOf, readLimitValue } from './limit-rules';
import styles from './limits.module.css';

/** What the form sends: the value in the type's unit and, for new limits, currency and period. */
export interface LimitInput {
  value: number;
  currency?: string;
  period?: UserLimitPeriod;
}

/** The server's first field error of `field` (its text is in the page's language). */
const serverFieldError = (error: unknown, field: string): string | null =>
  error instanceof ApiError ? (error.fieldErrors[field]?.[0]?.message ?? null) : null;

/**
 * A limit value form: a new limit (with currency and period where the type has them) or a new
 * value of an existing one. Client checks first; the server's field errors show at their field.
 */
export function LimitForm({
  type,
  labels,
  currencies,
  fixed,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  type: UserLimitType;
  labels: LimitLabels;
  /** The player's account currencies (money limits are in one of them). */
  currencies: readonly Currency[];
  /** Set when changing an existing limit: its currency stays. */
  fixed?: { currency: string | null };
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (input: LimitInput) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const money = measureOf(type) === 'money';
  const periodic = isPeriodic(type) && !fixed;
  const [text, setText] = useState('');
  const [currencyCode, setCurrencyCode] = useState(fixed?.currency ?? currencies[0]?.code ?? '');
  const [period, setPeriod] = useState<UserLimitPeriod>('day');
  const [problem, setProblem] = useState<string | null>(null);
  const currency = currencies.find((c) => c.code === currencyCode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = readLimitValue(type, text, currency);
    if ('problem' in reading) {
      setProblem(
        reading.problem === 'tooLong'
          ? labels.tooLong
          : money
            ? labels.invalidMoney
            : labels.invalid,
      );
      return;
    }
    setProblem(null);
    onSubmit({
      value: reading.value,
      ...(money && !fixed ? { currency: currencyCode } : {}),
      ...(periodic ? { period } : {}),
    });
  };

  const valueError = problem ?? serverFieldError(error, 'value');
  const currencyError = serverFieldError(error, 'currency');
  const periodError = serverFieldError(error, 'period');
  const unit = money ? currencyCode : measureOf(type) === 'days' ? labels.days : labels.minutes;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={`limit-form-${type}`}>
      <div className={styles.field}>
        <label htmlFor={`${id}-value`}>
          {labels.fields.value} ({unit.replace('{value}', '').trim()})
        </label>
        <input
          id={`${id}-value`}
          inputMode={money ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={text}
          aria-invalid={valueError ? true : undefined}
          aria-describedby={valueError ? `${id}-value-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        {valueError && (
          <p id={`${id}-value-error`} className={styles.fieldError}>
            {valueError}
          </p>
        )}
      </div>
      {money && !fixed && (
        <div className={styles.field}>
          <label htmlFor={`${id}-currency`}>{labels.fields.currency}</label>
          <select
            id={`${id}-currency`}
            value={currencyCode}
            onChange={(event) => setCurrencyCode(event.target.value)}
            aria-invalid={currencyError ? true : undefined}
          >
            {currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code}
              </option>
            ))}
          </select>
          {currencyError && <p className={styles.fieldError}>{currencyError}</p>}
        </div>
      )}
      {periodic && (
        <div className={styles.field}>
          <label htmlFor={`${id}-period`}>{labels.fields.period}</label>
          <select
            id={`${id}-period`}
            value={period}
            onChange={(event) => setPeriod(event.target.value as UserLimitPeriod)}
            aria-invalid={periodError ? true : undefined}
          >
            {USER_LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {labels.periods[p]}
              </option>
            ))}
          </select>
          {periodError && <p className={styles.fieldError}>{periodError}</p>}
        </div>
      )}
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          disabled={pending}
        >
          {submitLabel}
        </button>
        {onCancel && (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={onCancel}
          >
            {labels.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
