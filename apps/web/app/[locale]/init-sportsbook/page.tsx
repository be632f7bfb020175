import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { INIT_SPORTSBOOK_PATH, INIT_SPORTSBOOK_QUERY } from '@/api/session-init';
import { InitSportsbook } from '@/composition/init-sportsbook';
import { pageMetadata } from '@/features/seo/server';
import { isAppLocale, localizeHref, localizePath } from '@/i18n/paths';
import { safeRedirectPath } from '@/lib/redirect-path';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// the token is read per request: never prerendered, never cached
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'page.init-sportsbook' });
  return pageMetadata({ locale, pathname: INIT_SPORTSBOOK_PATH, title: t('title'), noindex: true });
}

/** Spec §2 /init-sportsbook?token=…&redirect=/path: session initialisation from the host platform. */
export default async function InitSportsbookPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const [query, t] = await Promise.all([
    searchParams,
    getTranslations({ locale, namespace: 'page.init-sportsbook' }),
  ]);
  const token = query[INIT_SPORTSBOOK_QUERY.token];
  return (
    <InitSportsbook
      token={typeof token === 'string' && token !== '' ? token : null}
      target={localizeHref(safeRedirectPath(query[INIT_SPORTSBOOK_QUERY.redirect]), locale)}
      homeHref={localizePath('/', locale)}
      labels={{
        loading: t('loading'),
        invalid: t('invalid'),
        expired: t('expired'),
        failed: t('failed'),
        home: t('home-button.title'),
      }}
    />
  );
}
