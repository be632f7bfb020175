import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { configuredProxies, isEdgeHeader, readForwarded, setForwarded } from '@/api/forwarded';
import { isDevelopment, serverEnv } from '@/config/env';
import { localizePath } from '@/i18n/paths';
import { localeFromSegment } from '@/i18n/resolve-locale';
import { SHELL_LOCALE_HEADER, shellOnlySegment } from '@/i18n/error-shell';
import { currentPolicy, DEFAULT_LOCALE_HEADER, type PrefixPolicy } from '@/i18n/prefix-policy';
import { routing } from '@/i18n/routing';
import { blockedRedirect } from '@/session/access-redirect';
import { siteConfig } from '@/session/site-config';
import {
  APP_SHELL_COOKIE,
  APP_SHELL_HEADER,
  APP_SHELL_QUERY,
  appShellMode,
  queryMode,
} from '@/session/app-shell';
import {
  contentSecurityPolicy,
  createNonce,
  frameAncestors,
  imageOrigins,
  strictTransportSecurity,
} from '@/config/page-security';

type I18nRouting = ReturnType<typeof createMiddleware>;

/** One next-intl middleware per prefix policy the site has had (a handful at most). */
const i18nRoutings = new Map<string, I18nRouting>();

/**
 * next-intl's routing for the site's policy (spec §2): the configured default locale unprefixed
 * (`as-needed`), or every locale prefixed when the setting forces it (`always`).
 */
function i18nRouting({ defaultLocale, forcePrefix }: PrefixPolicy): I18nRouting {
  const key = `${defaultLocale}|${forcePrefix}`;
  let handle = i18nRoutings.get(key);
  if (!handle) {
    handle = createMiddleware({
      ...routing,
      defaultLocale,
      localePrefix: forcePrefix ? 'always' : 'as-needed',
    });
    i18nRoutings.set(key, handle);
  }
  return handle;
}

/**
 * A first segment that names a locale in another spelling (`/br`, `/pt`, `/pt-br`, `/no`, `/DE`),
 * moved to that locale's own URL (spec §2 fallback: alias, base language, default).
 */
function aliasRedirect(request: NextRequest): NextResponse | undefined {
  const { pathname, search } = request.nextUrl;
  const [, first, ...rest] = pathname.split('/');
  // `/fi/x`, `/no/x`: served in the default locale by next.config's rewrite, 404s in the shell's
  if (shellOnlySegment(first)) return undefined;
  const locale = localeFromSegment(first);
  if (!first || !locale || first === locale) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = localizePath(`/${rest.join('/')}`, locale);
  url.search = search;
  // 307, not 308: a redirect, not a rewrite, so each page has one URL per locale (canonical and
  // alternate links); temporary, as an alias may later become a locale of its own (`no` -> nb)
  return NextResponse.redirect(url, 307);
}

/**
 * A path that does not percent-decode (`/%FF`, `/api/sportsbook/%E0%A4%A`) answers 400 here:
 * Next's own answer to it is a 500 (its DecodeError renders `/_error`, which an App Router app
 * does not have). API paths get the backends' JSON error shape.
 */
function undecodablePath(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  try {
    decodeURIComponent(pathname);
    return undefined;
  } catch {
    return pathname.startsWith('/api/')
      ? NextResponse.json(
          { code: 'invalid_url', message: 'The URL does not decode' },
          { status: 400 },
        )
      : new NextResponse('Bad Request', { status: 400, headers: { 'content-type': 'text/plain' } });
  }
}

/**
 * Locale routing (spec §2) by the site's prefix policy: with default `en`, `/` and `/soccer` are
 * English, `/de/...`, `/pt-BR/...` and `/ar/...` prefixed, `/en/...` redirects to `/...`; with the
 * prefix forced, `/soccer` redirects to `/en/soccer` (next-intl). Aliases redirect to their locale
 * (`/br/x` -> `/pt-BR/x`). Requests go on to app/[locale]/.
 */
function localeRouting(request: NextRequest, policy: PrefixPolicy): NextResponse {
  const redirect = aliasRedirect(request);
  if (redirect) return redirect;
  // `/fi/x` is no locale's URL: served by next.config's rewrite even when prefixes are forced
  if (policy.forcePrefix && request.headers.has(SHELL_LOCALE_HEADER))
    return NextResponse.next({ request: { headers: request.headers } });
  const response = i18nRouting(policy)(request);
  // Next.js bug vercel/next.js#94745: started with `next start -H 127.0.0.1`, a rewrite from the
  // proxy is mistaken for an external URL and proxied to itself in a loop. So the only rewrite
  // next-intl makes here (unprefixed path -> default locale) is done by the `rewrites` of
  // next.config.ts instead (to the locale in DEFAULT_LOCALE_HEADER), and the request goes on with
  // next-intl's headers (locale, links).
  if (response.headers.has('x-middleware-rewrite')) {
    response.headers.delete('x-middleware-rewrite');
    response.headers.set('x-middleware-next', '1');
  }
  return response;
}

/** Paths that are no page of a locale: Next's own files and anything with a file extension. */
const NOT_A_PAGE = /^\/(?:_next\/|_vercel\/|.*\..*)/;

/**
 * Every response but the API proxy's and Next's static files: locale routing for pages, and the
 * page's security headers (CSP, HSTS). The render sees the web's own findings about the client (address,
 * scheme, host, country: src/api/forwarded.ts) instead of what the client sent, and a fresh CSP
 * nonce, which Next reads from the request's Content-Security-Policy and puts on its scripts.
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const undecodable = undecodablePath(request);
  if (undecodable) return undecodable;
  // API paths reach here only when they hold a `%` (matcher below): forward.ts reads the client
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next();
  const env = serverEnv();
  // cached for a few seconds: a chat provider or logo host set by the operator is allowed soon
  const site = await siteConfig();
  // spec §2 default locale and forced prefix, as the site configuration last gave them
  const prefixPolicy = currentPolicy();
  const forwarded = readForwarded(request.headers, configuredProxies());
  const blocked = NOT_A_PAGE.test(request.nextUrl.pathname)
    ? null
    : blockedRedirect(
        request.nextUrl.pathname,
        forwarded.country,
        site.blockedCountries,
        prefixPolicy,
      );
  if (blocked) {
    // spec §2 blocked: the edge's country decides here, before any render or backend call; 307
    // (temporary, the country may open) and never stored, as the same URL serves other countries
    // Next writes a same-origin Location back as a relative one (right behind any proxy)
    const response = NextResponse.redirect(new URL(blocked, request.nextUrl), 307);
    response.headers.set('cache-control', 'private, no-store');
    return response;
  }
  const https = forwarded.proto === 'https' || env.SITE_URL?.startsWith('https:') === true;
  const policy = contentSecurityPolicy({
    nonce: createNonce(),
    pushUrl: env.PUSH_URL,
    chatUrl: site.chatProvider ?? undefined,
    imgSrc: imageOrigins([
      site.logo?.url,
      site.faviconUrl,
      ...site.footer.partners.map((partner) => partner.logoUrl),
    ]),
    frameSrc: env.FRAME_SRC,
    frameAncestors: frameAncestors(env.FRAME_ANCESTORS, site.embedding),
    https,
    development: isDevelopment,
  });

  const headers = new Headers();
  for (const [name, value] of request.headers) if (!isEdgeHeader(name)) headers.append(name, value);
  setForwarded(headers, forwarded);
  // the not-found page's language for `/fi/...` (spec §2 error shell); never the client's own
  headers.delete(SHELL_LOCALE_HEADER);
  const shell = shellOnlySegment(request.nextUrl.pathname.split('/')[1]);
  if (shell) headers.set(SHELL_LOCALE_HEADER, shell);
  headers.set('content-security-policy', policy);
  headers.set(DEFAULT_LOCALE_HEADER, prefixPolicy.defaultLocale);
  // issue 17 item 3: the app webview, from the agent, `?app=` or the session's cookie (app-shell.ts)
  const appQuery = request.nextUrl.searchParams.get(APP_SHELL_QUERY);
  headers.set(
    APP_SHELL_HEADER,
    appShellMode({
      userAgent: request.headers.get('user-agent'),
      query: appQuery,
      cookie: request.cookies.get(APP_SHELL_COOKIE)?.value,
    }),
  );
  const page = new NextRequest(request, { headers });

  const isPage = !NOT_A_PAGE.test(page.nextUrl.pathname);
  const response = isPage
    ? localeRouting(page, prefixPolicy)
    : NextResponse.next({ request: { headers } });
  const asked = queryMode(appQuery);
  // remembered for the browser session (no expiry); readable: it holds no secret
  if (isPage && asked)
    response.cookies.set(APP_SHELL_COOKIE, asked, { path: '/', sameSite: 'lax' });
  // a page differs by agent and cookie (the app's layout): a shared cache must key on them
  if (isPage) response.headers.append('vary', 'User-Agent, Cookie');
  response.headers.set('content-security-policy', policy);
  const hsts = strictTransportSecurity(https);
  if (hsts) response.headers.set('strict-transport-security', hsts);
  return response;
}

export const config = {
  // not the API proxy (JSON, and forward.ts reads the client itself) unless its path may not
  // decode, nor Next's static files
  matcher: ['/((?!api/|_next/static/|_next/image).*)', '/api/:path(.*%.*)'],
};
