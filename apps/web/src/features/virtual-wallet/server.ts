// Server-only face of the virtual wallet's products: the texts read on the server.
import { getTranslations } from 'next-intl/server';
import type { VirtualWalletProvider } from '@/api/virtual-wallet';
import type { AppLocale } from '@/i18n/routing';
import type { ProviderFrameLabels } from './labels';

/** Spec §2 routes of the products: /racing (horse racing) and /lotteries. */
export const PROVIDER_PATHS: Readonly<Record<VirtualWalletProvider, string>> = {
  racing: '/racing',
  lottery: '/lotteries',
};

const SECTION = { racing: 'racing', lottery: 'lotteries' } as const;

/** The page's head and frame texts in a locale (the browser gets no message catalogue). */
export async function getProviderPageLabels(
  locale: AppLocale,
  provider: VirtualWalletProvider,
): Promise<{ title: string; description: string; frame: ProviderFrameLabels }> {
  const t = await getTranslations({ locale, namespace: 'virtualWallet' });
  const section = SECTION[provider];
  return {
    title: t(`${section}.title`),
    description: t(`${section}.description`),
    frame: {
      frameTitle: t(`${section}.frameTitle`),
      loading: t('loading'),
      failed: t('failed'),
      disabled: t('disabled'),
      retry: t('retry'),
      signIn: { title: t('signIn.title'), text: t('signIn.text'), button: t('signIn.button') },
    },
  };
}

/** The nav entries of the products the site has switched on (spec §3 betting settings flags). */
export async function getProviderLinks(
  locale: AppLocale,
  enabled: { isHorseRacingEnabled: boolean; isLotteryEnabled: boolean },
): Promise<{ provider: VirtualWalletProvider; path: string; label: string }[]> {
  const t = await getTranslations({ locale, namespace: 'virtualWallet' });
  const links: { provider: VirtualWalletProvider; path: string; label: string }[] = [];
  if (enabled.isHorseRacingEnabled)
    links.push({ provider: 'racing', path: PROVIDER_PATHS.racing, label: t('racing.nav') });
  if (enabled.isLotteryEnabled)
    links.push({ provider: 'lottery', path: PROVIDER_PATHS.lottery, label: t('lotteries.nav') });
  return links;
}
