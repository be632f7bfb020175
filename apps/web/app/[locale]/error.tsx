'use client';

import { useParams } from 'next/navigation';
import { StaticPage } from '@/features/static-pages';
import { ERROR_SHELL_MESSAGES } from '@/i18n/error-shell';
import { isAppLocale, localizePath } from '@/i18n/paths';
import { routing } from '@/i18n/routing';

// A render failure below the locale layout: the generic error page of spec §8, never a stack.
// Texts from the small error-shell table: no message catalogue is shipped to the browser.
export default function ErrorBoundary() {
  const params = useParams<{ locale?: string }>();
  const locale = isAppLocale(params.locale) ? params.locale : routing.defaultLocale;
  const texts = ERROR_SHELL_MESSAGES[locale];
  return (
    <>
      <meta name="robots" content="noindex" />
      <StaticPage
        kind="error"
        message={texts.description}
        homeLabel={texts.homeButton}
        homeHref={localizePath('/', locale)}
      />
    </>
  );
}
