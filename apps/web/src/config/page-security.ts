import { chatUrl } from '@/config/chat-url';

export interface PagePolicyOptions {
  /** Fresh per response: Next puts it on its own scripts when it finds it in the request's CSP. */
  nonce: string;
  /** The real-time WebSocket the browser opens (PUSH_URL). */
  pushUrl: string;
  /** The chat provider's page template (site configuration), framed on match pages. */
  chatUrl: string | undefined;
  /** Origins of the operator's images (logo, favicon, partners) outside the site. */
  imgSrc?: string[];
  /** Other framed origins: payment or stream providers (FRAME_SRC). */
  frameSrc: string[] | undefined;
  /** Who may frame the site ({@link frameAncestors}); default: only the site itself. */
  frameAncestors: string[] | undefined;
  /** The page was asked for over https (a trusted proxy says so, or SITE_URL is https). */
  https: boolean;
  /** `next dev`: React's development build evaluates code. */
  development: boolean;
}

/** 128 random bits, base64: unguessable for the one response it belongs to. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

const originOf = (url: string) => new URL(url).origin;

/** The origins of absolute image URLs (site paths need none): for img-src. */
export function imageOrigins(urls: readonly (string | null | undefined)[]): string[] {
  const origins = urls.flatMap((url) => (url && /^https?:\/\//.test(url) ? [originOf(url)] : []));
  return [...new Set(origins)];
}

/**
 * The Content-Security-Policy of a page: scripts run only when they carry the response's nonce
 * (or are loaded by one: 'strict-dynamic'), never inline; calls go to the same-origin API proxy and
 * the push WebSocket; frames show the site itself (the demo payment page and the match tracker are
 * served through the same-origin proxy), the chat provider and configured providers. Styles may be
 * inline: components set style attributes (bar widths, skeleton sizes).
 */
export function contentSecurityPolicy(options: PagePolicyOptions): string {
  const chat = chatUrl(options.chatUrl, { matchId: 1, locale: 'en' });
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      ...(options.development ? ["'unsafe-eval'"] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(options.imgSrc ?? [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", originOf(options.pushUrl)],
    // the Web Push service worker is the site's own script, not a nonce-carrying element
    ['worker-src', "'self'"],
    ['frame-src', "'self'", ...(chat ? [originOf(chat)] : []), ...(options.frameSrc ?? [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...(options.frameAncestors ?? ["'self'"])],
  ];
  if (options.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Who may frame the site (CSP frame-ancestors): the site itself (or FRAME_ANCESTORS, the deployment's
 * fallback), plus the site configuration's embedding origins (spec §6 embedded mode, the same list
 * the host-page bridge accepts messages from); any origin when the operator allows the wildcard
 * with session init or the token setting (messages then still need the token session).
 */
export function frameAncestors(
  fallback: string[] | undefined,
  embedding: { origins: string[]; allowAnyWithToken: boolean },
): string[] {
  if (embedding.allowAnyWithToken) return ['*'];
  const base = fallback ?? ["'self'"];
  // 'none' stands alone: configured origins replace it
  const kept = embedding.origins.length > 0 ? base.filter((source) => source !== "'none'") : base;
  return [...new Set([...kept, ...embedding.origins])];
}

/** One year of https-only for the host, sent only over https (browsers ignore it over http). */
export const strictTransportSecurity = (https: boolean): string | null =>
  https ? 'max-age=31536000' : null;
