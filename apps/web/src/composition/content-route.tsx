import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ContentPage } from '@/api/content';
import { ContentPageView } from '@/features/content';
import { pageMetadata } from '@/features/seo/server';
import type { AppLocale } from '@/i18n/routing';
import { serverEnv } from '@/config/env';
import { imageSource } from '@/lib/image-proxy';
import { contentBlockRenderer } from './content-blocks';

/** Head of a content page: its SEO data in the locale, noindex when its index flag is off. */
export function contentPageMetadata(locale: AppLocale, page: ContentPage): Promise<Metadata> {
  const title = page.path === '/' ? undefined : (page.seo?.title ?? page.title);
  return pageMetadata({
    locale,
    pathname: page.path,
    ...(title ? { title } : {}),
    ...(page.seo?.description ? { description: page.seo.description } : {}),
    ...(page.seo?.keywords.length ? { keywords: page.seo.keywords } : {}),
    noindex: !page.index,
  });
}

/** A content page with its data blocks drawn by the catalogue and the features. */
export async function ContentRoute({ locale, page }: { locale: AppLocale; page: ContentPage }) {
  const [renderDataBlock, t] = await Promise.all([
    contentBlockRenderer(locale),
    getTranslations({ locale, namespace: 'content' }),
  ]);
  return (
    <ContentPageView
      page={page}
      locale={locale}
      renderDataBlock={renderDataBlock}
      hideTitle={page.path === '/'}
      frameTitle={t('frame')}
      imageSrc={(src, width) => imageSource(src, width, serverEnv().IMAGE_HOSTS)}
    />
  );
}
