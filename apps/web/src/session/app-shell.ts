/**
 * Spec §1 mobile app shell and §4 "no cookie notice in app webview" (issue 17 item 3): how the
 * page knows it runs inside the operator's app.
 *
 * - User agent: `SportsbookApp/<version>` marks the app's webview; `SportsbookAppHeader` beside it
 *   says the app draws its own header.
 * - Query: `?app=1` (webview), `?app=header` (webview with the app's header), `?app=0` (neither),
 *   remembered for the browser session in the `app_shell` cookie (no expiry), so later pages and
 *   deep links keep the mode without the query.
 *
 * proxy.ts decides once per request (appShellMode) and hands the result to the render; the page
 * carries it as `<html data-app-shell>`, which the browser reads back (currentAppShellMode).
 */
export type AppShellMode = 'web' | 'webview' | 'webview-header';

export const APP_SHELL_QUERY = 'app';
export const APP_SHELL_COOKIE = 'app_shell';
/** The request header proxy.ts gives the render (a client's own is dropped). */
export const APP_SHELL_HEADER = 'x-sportsbook-app-shell';
/** The attribute on <html>: absent on the web. */
export const APP_SHELL_ATTRIBUTE = 'data-app-shell';

const APP_AGENT = /\bSportsbookApp\/\d/;
const APP_HEADER_AGENT = /\bSportsbookAppHeader\b/;

/** The mode a query value asks for, or null when it names none (`?app=` absent or unknown). */
export function queryMode(value: string | null | undefined): AppShellMode | null {
  switch (value) {
    case '1':
    case 'true':
      return 'webview';
    case 'header':
      return 'webview-header';
    case '0':
    case 'false':
      return 'web';
    default:
      return null;
  }
}

const isMode = (value: string | null | undefined): value is AppShellMode =>
  value === 'web' || value === 'webview' || value === 'webview-header';

/** The request's mode: the query first (and then remembered), else the cookie, else the agent. */
export function appShellMode({
  userAgent,
  query,
  cookie,
}: {
  userAgent: string | null | undefined;
  query: string | null | undefined;
  cookie: string | null | undefined;
}): AppShellMode {
  const asked = queryMode(query);
  if (asked) return asked;
  if (isMode(cookie)) return cookie;
  const agent = userAgent ?? '';
  if (!APP_AGENT.test(agent)) return 'web';
  return APP_HEADER_AGENT.test(agent) ? 'webview-header' : 'webview';
}

/** The mode proxy.ts handed to the render ('web' for anything else). */
export const parseAppShellMode = (value: string | null | undefined): AppShellMode =>
  isMode(value) ? value : 'web';

/** The one predicate: the page runs in the app's webview (with or without the app's header). */
export const isAppWebview = (mode: AppShellMode): boolean => mode !== 'web';

/** In the browser: the mode the server rendered the page for. */
export function currentAppShellMode(): AppShellMode {
  if (typeof document === 'undefined') return 'web';
  return parseAppShellMode(document.documentElement.getAttribute(APP_SHELL_ATTRIBUTE));
}
