'use client';

import { useParams, usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { StaticPage } from '@/features/static-pages';
import { ERROR_SHELL_MESSAGES, errorShellLocale } from '@/i18n/error-shell';
import { isAppLocale, localizePath } from '@/i18n/paths';
import { currentPolicy } from '@/i18n/prefix-policy';
import { dirFor } from '@/i18n/rtl';
import { reportError } from '@/lib/error-reporting/reporter';
import { ErrorPageBoundary, RenderFailureNotice } from '@/ui/error-fallback';

const reportPageFailure = (error: unknown) => reportError(error, { tags: { boundary: 'page' } });
const reportErrorPageFailure = (error: unknown) =>
  reportError(error, { tags: { boundary: 'error-page' } });

// A render failure below the locale layout: the generic error page of spec §8, never a stack,
// and reported. Texts from the small error-shell table: no message catalogue in the browser.
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportPageFailure(error), [error]);
  return (
    <ErrorPageBoundary onError={reportErrorPageFailure}>
      <ErrorPage />
    </ErrorPageBoundary>
  );
}

function ErrorPage() {
  const params = useParams<{ locale?: string }>();
  const locale = isAppLocale(params.locale) ? params.locale : currentPolicy().defaultLocale;
  // the path's shell language (`/fi/...`), else the page's locale (spec §2 error shell)
  const shell = errorShellLocale(usePathname(), locale);
  const texts = ERROR_SHELL_MESSAGES[shell].error;
  return (
    <>
      <meta name="robots" content="noindex" />
      <RenderFailureNotice />
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
