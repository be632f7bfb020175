import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { DepositLabels } from './deposit-labels';
import type { TransactionsLabels } from './transactions-view';

/** The deposit page's texts in a locale (server only: the browser gets no message catalogue). */
export async function getDepositLabels(locale: AppLocale): Promise<DepositLabels> {
  const [t, tq] = await Promise.all([
    getTranslations({ locale, namespace: 'wallet' }),
    getTranslations({ locale, namespace: 'quick-deposit' }),
  ]);
  return {
    title: t('deposit.title'),
    description: t('deposit.description'),
    amount: t('deposit.amount'),
    currency: t('deposit.currency'),
    balance: t('deposit.balance'),
    submit: t('deposit.submit'),
    starting: t('deposit.starting'),
    invalidAmount: t.raw('deposit.invalidAmount') as string,
    failed: t('deposit.failed'),
    noAccount: t('deposit.noAccount'),
    provider: t('deposit.provider'),
    another: t('deposit.another'),
    loading: t('deposit.loading'),
    close: t('deposit.close'),
    moreMethods: t('deposit.moreMethods'),
    demoTitle: t('deposit.demoTitle'),
    demoNote: t('deposit.demoNote'),
    bounds: t.raw('deposit.bounds') as string,
    tooSmall: t.raw('deposit.tooSmall') as string,
    tooLarge: t.raw('deposit.tooLarge') as string,
    unavailable: t('deposit.unavailable'),
    signIn: { title: t('signIn.title'), text: t('signIn.text'), button: t('signIn.button') },
    quickDeposit: {
      title: t('quickDeposit.title'),
      description: t('quickDeposit.description'),
      amount: t.raw('quickDeposit.amount') as string,
      success: t('quickDeposit.success'),
      successDescription: t.raw('quickDeposit.successDescription') as string,
      failedTitle: tq('notification.failed.title'),
      failedDescription: tq('notification.failed.description'),
      pending: tq('notification.pending'),
    },
    payment: {
      success: {
        title: t('payment.success.title'),
        description: t('payment.success.description'),
      },
      pending: {
        title: t('payment.pending.title'),
        description: t('payment.pending.description'),
      },
      error: { title: t('payment.error.title'), description: t('payment.error.description') },
    },
  };
}

/** The transaction history's texts in a locale. */
export async function getTransactionsLabels(locale: AppLocale): Promise<TransactionsLabels> {
  const t = await getTranslations({ locale, namespace: 'wallet' });
  return {
    type: t('transactions.type'),
    currency: t('transactions.currency'),
    all: t('transactions.all'),
    types: {
      deposit: t('transactions.types.deposit'),
      bet: t('transactions.types.bet'),
      win: t('transactions.types.win'),
      cashout: t('transactions.types.cashout'),
      refund: t('transactions.types.refund'),
    },
    statuses: {
      success: t('transactions.statuses.success'),
      pending: t('transactions.statuses.pending'),
      error: t('transactions.statuses.error'),
    },
    date: t('transactions.date'),
    status: t('transactions.status'),
    amount: t('transactions.amount'),
    balanceAfter: t('transactions.balanceAfter'),
    reference: t('transactions.reference'),
    empty: t('transactions.empty'),
    emptyFiltered: t('transactions.emptyFiltered'),
    error: t('transactions.error'),
    retry: t('transactions.retry'),
    pages: t('transactions.pages'),
    first: t('transactions.first'),
    previous: t('transactions.previous'),
    next: t('transactions.next'),
    last: t('transactions.last'),
    page: t.raw('transactions.page') as string,
    loading: t('transactions.loading'),
    signIn: { title: t('signIn.title'), text: t('signIn.text'), button: t('signIn.button') },
  };
}
