import createMiddleware from 'next-intl/middleware';
import type { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/**
 * Locale routing (spec §2): `/` and `/soccer` are English, `/de/...` and `/ar/...` prefixed,
 * `/en/...` redirects to `/...` (next-intl). Requests go on to app/[locale]/.
 */
export default function proxy(request: NextRequest): NextResponse {
  const response = handleI18nRouting(request);
  // Next.js bug vercel/next.js#94745: started with `next start -H 127.0.0.1`, a rewrite from the
  // proxy is mistaken for an external URL and proxied to itself in a loop. So the only rewrite
  // next-intl makes here (unprefixed path -> default locale) is done by the `rewrites` of
  // next.config.ts instead, and the request goes on with next-intl's headers (locale, links).
  if (response.headers.has('x-middleware-rewrite')) {
    response.headers.delete('x-middleware-rewrite');
    response.headers.set('x-middleware-next', '1');
  }
  return response;
}

export const config = {
  // not the API proxy, Next's own files, or anything with a file extension
  matcher: ['/((?!api/|_next/|_vercel/|.*\\..*).*)'],
};
