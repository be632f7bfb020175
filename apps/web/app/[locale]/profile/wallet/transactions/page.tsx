import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { pageMetadata } from '@/features/seo/server';
import { getTransactionsLabels, WalletPage } from '@/features/wallet/server';
import { isAppLocale } from '@/i18n/paths';
import { TransactionsRoute } from './transactions-route';

interface TransactionsPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: TransactionsPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'wallet' });
  return pageMetadata({
    locale,
    pathname: '/profile/wallet/transactions',
    title: t('transactions.title'),
    description: t('transactions.description'),
    noindex: true,
  });
}

/** `/profile/wallet/transactions` (spec §2): the transaction history. */
export default async function TransactionsPage({ params }: TransactionsPageProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const labels = await getTransactionsLabels(locale);
  return (
    <WalletPage locale={locale} current="transactions">
      {/* page and filters come from the URL, read in the browser */}
      <Suspense fallback={null}>
        <TransactionsRoute locale={locale} labels={labels} />
      </Suspense>
    </WalletPage>
  );
}
