import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { VirtualWalletProvider } from '@/api/virtual-wallet';
import { pageMetadata } from '@/features/seo/server';
import { ProviderFrame } from '@/features/virtual-wallet';
import { getProviderPageLabels, PROVIDER_PATHS } from '@/features/virtual-wallet/server';
import { isAppLocale } from '@/i18n/paths';
import { siteConfig } from '@/session/site-config';
import layout from '@/ui/page-layout.module.css';

export interface ProviderRouteProps {
  params: Promise<{ locale: string }>;
}

/** Spec §1, §3: the product shows only while the site's betting settings switch it on. */
async function enabled(provider: VirtualWalletProvider): Promise<boolean> {
  const site = await siteConfig();
  return provider === 'racing' ? site.isHorseRacingEnabled : site.isLotteryEnabled;
}

export async function providerMetadata(
  { params }: ProviderRouteProps,
  provider: VirtualWalletProvider,
): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale) || !(await enabled(provider))) return {};
  const labels = await getProviderPageLabels(locale, provider);
  return pageMetadata({
    locale,
    pathname: PROVIDER_PATHS[provider],
    title: labels.title,
    description: labels.description,
    noindex: true,
  });
}

/** `/racing` and `/lotteries` (spec §2): the provider's page in a frame; not found when off. */
export async function ProviderRoute({
  params,
  provider,
}: ProviderRouteProps & { provider: VirtualWalletProvider }) {
  const { locale } = await params;
  if (!isAppLocale(locale) || !(await enabled(provider))) notFound();
  setRequestLocale(locale);
  const labels = await getProviderPageLabels(locale, provider);
  return (
    <div className={layout.page} data-testid={`${provider}-page`}>
      <h1 className={layout.title}>{labels.title}</h1>
      <ProviderFrame provider={provider} locale={locale} labels={labels.frame} />
    </div>
  );
}
