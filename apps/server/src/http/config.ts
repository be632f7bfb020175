import { randomInt } from 'node:crypto';

/** scrypt cost parameters of password hashes (N: CPU/memory cost, r: block size, p: lanes). */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's current minimum for scrypt: N=2^17, r=8, p=1 (128 MB and ~0.3 s per hash). */
export const OWASP_SCRYPT_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * Process switches (spec §5, §6) every route reads; main fills them from env.ts, tests override.
 * Site settings an operator changes at run time are the stored site configuration (ctx.site).
 */
export interface SiteConfig {
  /**
   * Demo mode: the demo payment provider credits whatever a player asks, confirmed emails of
   * the test-payment domains get quick deposit, and email links are written to the log. On
   * outside production; production needs DEMO_PAYMENTS=true for it.
   */
  demoMode: boolean;
  /** Where deposits go; null: none (deposits answer 503 payments_unavailable). */
  paymentProvider: 'demo' | null;
  signInEnabled: boolean;
  signUpEnabled: boolean;
  /** Spec §5: the phone must be verified before continuing (deposits ask for it). */
  phoneVerificationRequired: boolean;
  /** Country of callers whose proxy sends no X-Country header; null: unknown. */
  defaultCountry: string | null;
  /** Where links in emails point: the web site, e.g. http://127.0.0.1:3000. */
  webPublicUrl: string;
  /** Origins besides the site's own that may change state with the session cookie (CSRF check). */
  allowedOrigins: string[];
  /** Players who confirm an email `@<domain>` join the test-payment group (spec §6, demo mode). */
  testPaymentEmailDomains: string[];
  /** Cost of new password hashes; a cheaper stored hash is raised at the next sign-in. */
  passwordCost: PasswordCost;
  /** Session lifetime. */
  sessionTtlMs: number;
  /**
   * Spec §3 User limit: how long a looser limit or a removal waits (unconfirmed) before the
   * player may confirm it; a tighter limit applies at once.
   */
  limitCoolingPeriodMs: number;
  /** Providers whose selections may be placed as several singles at once (spec §3, §5). */
  multiSingleProviders: string[];
  /** Spec §3 betting settings isMultiActiveFreebetsAllowed: several freebets active at once. */
  multiActiveFreebets: boolean;
  /** Injectable clock (ms since the epoch) so tests move time without sleeping. */
  now: () => number;
  /** Uniform in [0, 1): the jackpot draws (sportsbook/jackpots/draw.ts); tests seed it. */
  random: () => number;
  /** Requests allowed per window per key (IP and login/email/phone) before 429 rate_limited. */
  rateLimits: Record<RateLimitName, RateLimitRule>;
  /** Peers (addresses, CIDRs, `loopback`) whose X-Forwarded-* and X-Country headers are believed. */
  trustedProxies: string[];
  /** Secure flag of the session cookie; `auto`: with an https public URL or a trusted https proxy. */
  cookieSecure: 'auto' | boolean;
  /** A caller whose country no trusted proxy names (and no default) counts as blocked. */
  blockUnknownCountry: boolean;
  /** Web Push endpoints a stored subscription may have: the server POSTs to them. */
  webPushEndpoints: {
    /** Hosts of push services, https on 443 only; `*.` matches any subdomain (not the domain). */
    allowedHosts: readonly string[];
    /** Also http(s) on 127.0.0.1, localhost or ::1, any port (a local receiver); never in production. */
    loopback: boolean;
  };
}

/** The push services of Chrome (FCM), Firefox (Mozilla autopush), Edge (WNS) and Safari (Apple). */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

export type RateLimitName =
  'signIn' | 'signUp' | 'passwordReset' | 'confirmation' | 'unlock' | 'sms';

export interface RateLimitRule {
  /** Requests per window from one IP address. */
  perIp: number;
  /** Requests per window for one login, email or phone number. */
  perKey: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const defaultSiteConfig: SiteConfig = {
  demoMode: true,
  paymentProvider: 'demo',
  signInEnabled: true,
  signUpEnabled: true,
  phoneVerificationRequired: false,
  defaultCountry: null,
  webPublicUrl: 'http://127.0.0.1:3000',
  allowedOrigins: [],
  testPaymentEmailDomains: ['test.example'],
  passwordCost: OWASP_SCRYPT_COST,
  sessionTtlMs: 30 * 24 * HOUR,
  limitCoolingPeriodMs: 24 * HOUR,
  // oddin's esports prices are quoted one bet at a time
  multiSingleProviders: ['betconstruct'],
  multiActiveFreebets: false,
  now: Date.now,
  // randomInt takes at most 2^48 - 1 values: uniform in [0, 1) with 48 random bits
  random: () => randomInt(2 ** 48 - 1) / 2 ** 48,
  rateLimits: {
    // per login and address: the budget stays above the failures that lock that address
    signIn: { perIp: 30, perKey: 10, windowMs: 5 * MINUTE },
    signUp: { perIp: 20, perKey: 5, windowMs: HOUR },
    passwordReset: { perIp: 10, perKey: 3, windowMs: HOUR },
    confirmation: { perIp: 10, perKey: 3, windowMs: HOUR },
    unlock: { perIp: 10, perKey: 3, windowMs: HOUR },
    sms: { perIp: 20, perKey: 10, windowMs: HOUR },
  },
  // the web runs beside the server and is its only proxy
  trustedProxies: ['loopback'],
  cookieSecure: 'auto',
  blockUnknownCountry: false,
  webPushEndpoints: { allowedHosts: DEFAULT_PUSH_SERVICE_HOSTS, loopback: true },
};

/** The default budgets times `scale` (an operator behind one NAT, or e2e from one address). */
export function scaledRateLimits(scale: number): SiteConfig['rateLimits'] {
  const scaled = Object.entries(defaultSiteConfig.rateLimits).map(([name, rule]) => [
    name,
    { ...rule, perIp: rule.perIp * scale, perKey: rule.perKey * scale },
  ]);
  return Object.fromEntries(scaled) as SiteConfig['rateLimits'];
}
