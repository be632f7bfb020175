import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/features/seo/server';
import { getDepositLabels, WalletPage } from '@/features/wallet/server';
import { isAppLocale, localizePath } from '@/i18n/paths';
import { siteConfig } from '@/session/site-config';
import { DepositRoute } from './deposit-route';

interface DepositPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: DepositPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'wallet' });
  return pageMetadata({
    locale,
    pathname: '/profile/wallet/deposit',
    title: t('deposit.title'),
    description: t('deposit.description'),
    noindex: true,
  });
}

/** `/profile/wallet/deposit` (spec §2): the iframe deposit and quick deposit. */
export default async function DepositPage({ params }: DepositPageProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const [labels, t, site] = await Promise.all([
    getDepositLabels(locale),
    getTranslations({ locale, namespace: 'wallet' }),
    siteConfig(),
  ]);
  return (
    <WalletPage locale={locale} current="deposit">
      <DepositRoute
        locale={locale}
        quickDepositEnabled={site.features.quickDeposit}
        depositPath={localizePath('/profile/wallet/deposit', locale)}
        labels={labels}
        stakeLabels={{
          title: t('stakes.title'),
          label: t.raw('stakes.label') as string,
          hint: t('stakes.hint'),
          save: t('stakes.save'),
          saved: t('stakes.saved'),
          failed: t('stakes.failed'),
          invalid: t('stakes.invalid'),
        }}
      />
    </WalletPage>
  );
}
