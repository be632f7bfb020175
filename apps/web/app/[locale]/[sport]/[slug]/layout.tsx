import type { ReactNode } from 'react';
import { MatchJsonLd } from '@/features/seo/server';
import { isAppLocale } from '@/i18n/paths';

interface SlugLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string; sport: string; slug: string }>;
}

// structured data sits beside the page so the page body stays about what the bettor sees
export default async function SlugLayout({ children, params }: SlugLayoutProps) {
  const { locale, sport, slug } = await params;
  return (
    <>
      {isAppLocale(locale) ? <MatchJsonLd locale={locale} sport={sport} slug={slug} /> : null}
      {children}
    </>
  );
}
