import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getPromotionLabels, PromotionsPage } from '@/features/bonuses/server';
import { JackpotsBlock } from '@/features/jackpots/server';
import { pageMetadata } from '@/features/seo/server';
import { isAppLocale } from '@/i18n/paths';

interface PromotionsRouteProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PromotionsRouteProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const labels = await getPromotionLabels(locale);
  return pageMetadata({
    locale,
    pathname: '/promotions',
    title: labels.title,
    description: labels.description,
  });
}

/** `/promotions` (spec §2): bonuses by kind, promo code, jackpots and predictions. */
export default async function PromotionsRoute({ params }: PromotionsRouteProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  return <PromotionsPage locale={locale} jackpots={<JackpotsBlock locale={locale} />} />;
}
