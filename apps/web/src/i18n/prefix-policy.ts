import { routing, type AppLocale } from './routing';

/**
 * Which locales carry their segment in URLs (spec §2: "The locale is omitted for the first
 * (default) locale unless a setting forces it into URLs"). Comes from the site configuration's
 * `locales.default` and `locales.force_prefix`, so it can change while the web runs.
 */
export interface PrefixPolicy {
  defaultLocale: AppLocale;
  forcePrefix: boolean;
}

/** The build's routing, used until the site configuration answers (and when it never does). */
export const BUILD_POLICY: PrefixPolicy = {
  defaultLocale: routing.defaultLocale,
  forcePrefix: false,
};

/** The one rule (spec §2): every locale prefixed when forced, else all but the default one. */
export function isPrefixed(locale: AppLocale, policy: PrefixPolicy): boolean {
  return policy.forcePrefix || locale !== policy.defaultLocale;
}

/** `<html>` attributes by which the server tells the browser the policy it rendered links with. */
export const POLICY_ATTRIBUTES = {
  defaultLocale: 'data-default-locale',
  forcePrefix: 'data-force-prefix',
} as const;

// one site per web process: shared by the proxy's and the pages' bundles of the same process
const SERVER_POLICY = /* @__PURE__ */ Symbol.for('sportsbook.localePrefixPolicy');
type PolicyHolder = { [SERVER_POLICY]?: PrefixPolicy };

/** The server's policy changes with the site configuration (session/site-config.ts). */
export function setServerPolicy(policy: PrefixPolicy): void {
  (globalThis as PolicyHolder)[SERVER_POLICY] = policy;
}

/**
 * The policy in force: on the server the site configuration's latest one, in the browser the one
 * the page was rendered with (its `<html>` attributes), so hydration renders the same links.
 * `typeof window` is folded by Next's compiler, so the browser gets only its own branch.
 */
export function currentPolicy(): PrefixPolicy {
  if (typeof window === 'undefined')
    return (globalThis as PolicyHolder)[SERVER_POLICY] ?? BUILD_POLICY;
  const { defaultLocale, forcePrefix } = document.documentElement.dataset;
  return {
    defaultLocale: (defaultLocale as AppLocale | undefined) ?? BUILD_POLICY.defaultLocale,
    forcePrefix: forcePrefix !== undefined,
  };
}

/**
 * The request header by which proxy.ts tells next.config's rewrites the default locale an
 * unprefixed path is served in (set on every page request; a client's own value is replaced).
 */
export const DEFAULT_LOCALE_HEADER = 'x-sportsbook-default-locale';
