import type { QuickDepositStatus } from '@/api/wallet';
import type { ToastInput } from '@/ui/toast';
import type { DepositLabels } from './deposit-labels';
import { fill } from '@/i18n/fill';

/**
 * Whether the deposit page offers quick deposit: the site's feature flag (spec §6 "feature flags
 * gate: quick deposit", read at run time) and the player's test-payment group (spec §6) both.
 */
export const quickDepositOffered = (siteFlag: boolean, playerAllowed: boolean): boolean =>
  siteFlag && playerAllowed;

/** Preset quick-deposit amounts, in major units of the account's currency. */
export const QUICK_DEPOSIT_PRESETS = [10, 25, 50, 100] as const;

/**
 * Spec §8 quick deposit alerts: success a success alert; error
 * quick-deposit.notification.failed.title/.description; pending quick-deposit.notification.pending.
 */
export function quickDepositToast(
  status: QuickDepositStatus,
  labels: DepositLabels['quickDeposit'],
  amount: string,
): ToastInput {
  switch (status) {
    case 'success':
      return {
        type: 'success',
        title: labels.success,
        description: fill(labels.successDescription, { amount }),
      };
    case 'pending':
      return { type: 'warning', title: labels.pending };
    case 'error':
      return { type: 'error', title: labels.failedTitle, description: labels.failedDescription };
  }
}
