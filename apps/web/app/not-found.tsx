import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { StaticPageContent } from '@/features/static-pages/server';
import { LocaleDocument } from '@/composition/locale-document';
import '@/styles/tokens.css';
import '@/styles/global.css';

// Every path no route matches (`/no/such/page`, `/de/gibt-es-nicht`, `/404`) lands here with
// HTTP 404, server-rendered in the locale the proxy resolved from the path (spec §2, §8).
// notFound() thrown inside a page is shown by app/[locale]/not-found.tsx instead.

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale() });
  return {
    title: `${t('page.not-found.title')} · ${t('meta.siteName')}`,
    robots: { index: false, follow: true },
  };
}

export default async function RootNotFound() {
  const locale = await getLocale();
  return (
    <LocaleDocument locale={locale}>
      <StaticPageContent kind="not-found" />
    </LocaleDocument>
  );
}
