import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { SHELL_ONLY_SEGMENTS } from './src/i18n/error-shell';
import { DEFAULT_LOCALE_HEADER } from './src/i18n/prefix-policy';
import { routing } from './src/i18n/routing';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/**
 * First path segments that are not pages of the default locale. Alias segments (`/br`, `/pt-br`,
 * `/no`) never get here: proxy.ts, which runs before these rewrites, redirects them (spec §2).
 */
const RESERVED_SEGMENTS = [...routing.locales, 'api', '_next', '_vercel'].join('|');

const SHELL_ONLY = SHELL_ONLY_SEGMENTS.join('|');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // workspace packages ship TypeScript sources
  transpilePackages: ['@sportsbook/contract', '@sportsbook/betting'],
  // the error-reporting SDK runs on the server from node_modules (instrumentation.ts), unbundled
  serverExternalPackages: ['@sentry/nextjs', '@sentry/node'],
  rewrites() {
    // The default locale has no prefix: `/x` is served by app/[locale] as `/en/x`. This is
    // next-intl's own rewrite, moved here from proxy.ts (see the note there, vercel/next.js#94745).
    // The default locale is the site configuration's (spec §2), named by proxy.ts in a request
    // header: one set of rules per locale, then the build's default when the header is missing.
    const unprefixed = (locale: string) => [
      { source: '/', destination: `/${locale}` },
      // spec §2: a shell-only language (`/fi/x`) has no pages; they fall back to the default
      { source: `/:shell(${SHELL_ONLY})`, destination: `/${locale}` },
      { source: `/:shell(${SHELL_ONLY})/:rest*`, destination: `/${locale}/:rest*` },
      {
        source: `/:first((?!(?:${RESERVED_SEGMENTS})(?:/|$))[^/.]+)/:rest*`,
        destination: `/${locale}/:first/:rest*`,
      },
    ];
    return Promise.resolve({
      beforeFiles: [
        ...routing.locales.flatMap((locale) =>
          unprefixed(locale).map((rule) => ({
            ...rule,
            has: [{ type: 'header' as const, key: DEFAULT_LOCALE_HEADER, value: locale }],
          })),
        ),
        ...unprefixed(routing.defaultLocale),
      ],
      afterFiles: [],
      fallback: [],
    });
  },
  headers() {
    // no X-Frame-Options: the product may run embedded in a host platform's frame (spec §1)
    return Promise.resolve([
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ]);
  },
};

export default withNextIntl(nextConfig);
