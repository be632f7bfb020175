import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { ERROR_SHELL_MESSAGES, SHELL_LOCALE_HEADER, shellOnlySegment } from '@/i18n/error-shell';
import { dirFor } from '@/i18n/rtl';
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
  // `/fi/x`: the site has no Finnish pages, but its not-found page speaks Finnish (spec §2)
  const shell =
    kind === 'not-found'
      ? shellOnlySegment((await headers()).get(SHELL_LOCALE_HEADER) ?? '')
      : undefined;
  if (shell) {
    const texts = ERROR_SHELL_MESSAGES[shell].notFound;
    return (
      <StaticPage
        kind={kind}
        message={texts.description}
        homeLabel={texts.homeButton}
        homeHref={homeHref}
        lang={shell}
        dir={dirFor(shell)}
      />
    );
  }

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
