import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getLimitLabels, LimitsPage } from '@/features/limits/server';
import { pageMetadata } from '@/features/seo/server';
import { isAppLocale } from '@/i18n/paths';

interface LimitsRouteProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: LimitsRouteProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const labels = await getLimitLabels(locale);
  return pageMetadata({
    locale,
    pathname: '/profile/limits',
    title: labels.title,
    description: labels.description,
    noindex: true,
  });
}

/** `/profile/limits` (spec §3 User limit): the player's responsible-gambling limits. */
export default async function LimitsRoute({ params }: LimitsRouteProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  return <LimitsPage locale={locale} />;
}
