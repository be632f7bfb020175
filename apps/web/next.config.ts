import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { SHELL_ONLY_SEGMENTS } from './src/i18n/error-shell';
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
  rewrites() {
    // The default locale has no prefix: `/x` is served by app/[locale] as `/en/x`. This is
    // next-intl's own rewrite, moved here from proxy.ts (see the note there, vercel/next.js#94745).
    return Promise.resolve({
      beforeFiles: [
        { source: '/', destination: `/${routing.defaultLocale}` },
        // spec §2: a shell-only language (`/fi/x`) has no pages; they fall back to the default
        { source: `/:shell(${SHELL_ONLY})`, destination: `/${routing.defaultLocale}` },
        {
          source: `/:shell(${SHELL_ONLY})/:rest*`,
          destination: `/${routing.defaultLocale}/:rest*`,
        },
        {
          source: `/:first((?!(?:${RESERVED_SEGMENTS})(?:/|$))[^/.]+)/:rest*`,
          destination: `/${routing.defaultLocale}/:first/:rest*`,
        },
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
