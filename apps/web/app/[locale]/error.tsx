'use client';

import { useParams, usePathname } from 'next/navigation';
import { StaticPage } from '@/features/static-pages';
import { ERROR_SHELL_MESSAGES, errorShellLocale } from '@/i18n/error-shell';
import { isAppLocale, localizePath } from '@/i18n/paths';
import { currentPolicy } from '@/i18n/prefix-policy';
import { dirFor } from '@/i18n/rtl';

// A render failure below the locale layout: the generic error page of spec §8, never a stack.
// Texts from the small error-shell table: no message catalogue is shipped to the browser.
export default function ErrorBoundary() {
  const params = useParams<{ locale?: string }>();
  const locale = isAppLocale(params.locale) ? params.locale : currentPolicy().defaultLocale;
  // the path's shell language (`/fi/...`), else the page's locale (spec §2 error shell)
  const shell = errorShellLocale(usePathname(), locale);
  const texts = ERROR_SHELL_MESSAGES[shell].error;
  return (
    <>
      <meta name="robots" content="noindex" />
      <StaticPage
        kind="error"
        message={texts.description}
        homeLabel={texts.homeButton}
        homeHref={localizePath('/', locale)}
        lang={shell === locale ? undefined : shell}
        dir={dirFor(shell)}
      />
    </>
  );
}
