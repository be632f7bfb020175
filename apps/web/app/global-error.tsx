'use client';

import { useParams, usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { StaticPage } from '@/features/static-pages';
import { ERROR_SHELL_MESSAGES, errorShellLocale } from '@/i18n/error-shell';
import { isAppLocale, localizePath } from '@/i18n/paths';
import { currentPolicy } from '@/i18n/prefix-policy';
import { dirFor } from '@/i18n/rtl';
import { storedLocale } from '@/i18n/stored-locale';
import { reportError } from '@/lib/error-reporting/reporter';
import { DEFAULT_THEME, parseTheme, THEME_COOKIE } from '@/theme/theme';
import { ErrorPageBoundary, RenderFailureNotice } from '@/ui/error-fallback';
import '@/styles/tokens.css';
import '@/styles/global.css';

const noop = () => () => undefined;

const cookieLocale = () => storedLocale(document.cookie);

function cookieTheme() {
  const match = new RegExp(`(?:^|; )${THEME_COOKIE}=([^;]*)`).exec(document.cookie);
  return parseTheme(match?.[1]);
}

const reportErrorPageFailure = (error: unknown) =>
  reportError(error, { tags: { boundary: 'error-page' } });

// The root layout itself failed: this replaces the whole document, so it brings its own <html>,
// styles and texts (no message provider is left). Never shows a stack; reported (spec §8).
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportError(error, { tags: { boundary: 'root' } }), [error]);
  const params = useParams<{ locale?: string }>();
  // no locale in the path: the one the visitor chose (spec §9 stored key), else the default
  const stored = useSyncExternalStore(noop, cookieLocale, () => null);
  const locale = isAppLocale(params.locale)
    ? params.locale
    : (stored ?? currentPolicy().defaultLocale);
  const theme = useSyncExternalStore(noop, cookieTheme, () => DEFAULT_THEME);
  // the path's shell language (`/fi/...`), else the page's locale (spec §2 error shell)
  const shell = errorShellLocale(usePathname(), locale);
  const texts = ERROR_SHELL_MESSAGES[shell].error;
  return (
    <html lang={shell} dir={dirFor(shell)} data-theme={theme}>
      <head>
        <title>{texts.title}</title>
        <meta name="robots" content="noindex" />
      </head>
      <body>
        <main>
          <ErrorPageBoundary onError={reportErrorPageFailure}>
            <RenderFailureNotice />
            <StaticPage
              kind="error"
              message={texts.description}
              homeLabel={texts.homeButton}
              homeHref={localizePath('/', locale)}
            />
          </ErrorPageBoundary>
        </main>
      </body>
    </html>
  );
}
