import { getLocale, getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/paths';
import { countryName } from '../country-name';
import { StaticPage, type StaticPageKind } from './static-page';

interface StaticPageContentProps {
  kind: StaticPageKind;
  /** `blocked` only: the ISO alpha-2 code from the `country` query parameter. */
  country?: string | string[];
}

/** A static page in the request's locale, its home button pointing at that locale's home. */
export async function StaticPageContent({ kind, country }: StaticPageContentProps) {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'page' });
  const homeHref = localizePath('/', locale);

  const message =
    kind === 'blocked'
      ? t('blocked.description', {
          countryName: countryName(country, locale) ?? t('blocked.unknown-country'),
        })
      : t(`${kind}.description`);

  return (
    <StaticPage
      kind={kind}
      message={message}
      homeLabel={t(`${kind}.home-button.title`)}
      homeHref={homeHref}
    />
  );
}
