'use client';

import { outOfLimitText } from '@/api/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { Currency } from '@sportsbook/betting/money/currency';
import { platformKeys } from '@/api/platform';
import { quickDeposit, type DepositLimit } from '@/api/wallet';
import buttonStyles from '@/ui/button.module.css';
import { showToast } from '@/ui/toast';
import type { DepositLabels } from './deposit-labels';
import { fill } from '@/i18n/fill';
import { walletMoney } from './money';
import { QUICK_DEPOSIT_PRESETS, quickDepositToast } from './quick-deposit-result';
import styles from './wallet.module.css';

/** One toast for quick deposit: its next outcome replaces the last one's. */
const QUICK_DEPOSIT_TOAST_KEY = 'quick-deposit';

/**
 * Quick deposit (spec §6 test-payment group): one click deposits a preset amount, or the amount
 * typed in the form, without the provider page; the outcome shows as an alert (spec §8).
 */
export function QuickDeposit({
  currency,
  limit,
  locale,
  labels,
  readTypedAmount,
}: {
  currency: Currency;
  /** The currency's deposit bounds: presets outside them are not offered. */
  limit: DepositLimit | undefined;
  locale: string;
  labels: DepositLabels['quickDeposit'];
  /**
   * The form's amount in minor units, or null when it is not valid (the form then says why);
   * absent without a form (the quick deposit modal): presets only.
   */
  readTypedAmount?: () => number | null;
}) {
  const client = useQueryClient();
  const titleId = useId();
  const run = useMutation({
    mutationFn: quickDeposit,
    onSuccess: ({ status }, { amount }) => {
      // the balance push may come before the private channel is subscribed: read it again too
      if (status === 'success') void client.invalidateQueries({ queryKey: platformKeys.accounts });
      // a pending deposit that then succeeds updates its toast in place (spec §4 updated)
      showToast({
        ...quickDepositToast(
          status,
          labels,
          walletMoney(amount, currency.code, [currency], locale),
        ),
        key: QUICK_DEPOSIT_TOAST_KEY,
      });
    },
    onError: (error) => {
      const failed = quickDepositToast('error', labels, '');
      // a deposit limit's refusal says which limit and what is left
      const limit = outOfLimitText(error);
      showToast({
        ...(limit ? { ...failed, description: limit } : failed),
        key: QUICK_DEPOSIT_TOAST_KEY,
      });
    },
  });
  const deposit = (amount: number) => run.mutate({ amount, currency: currency.code, locale });
  const presets = QUICK_DEPOSIT_PRESETS.map((major) => major * currency.subunits).filter(
    (minor) => !limit || (minor >= limit.min && minor <= limit.max),
  );

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {labels.title}
      </h2>
      <p className={styles.muted}>{labels.description}</p>
      <div className={styles.presets}>
        {presets.map((minor) => {
          const money = walletMoney(minor, currency.code, [currency], locale);
          return (
            <button
              key={minor}
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.preset}`}
              disabled={run.isPending}
              aria-label={fill(labels.amount, { amount: money })}
              onClick={() => deposit(minor)}
            >
              {money}
            </button>
          );
        })}
      </div>
      {readTypedAmount ? (
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          disabled={run.isPending}
          data-testid="quick-deposit-typed"
          onClick={() => {
            const minor = readTypedAmount();
            if (minor !== null) deposit(minor);
          }}
        >
          {labels.title}
        </button>
      ) : null}
    </section>
  );
}
