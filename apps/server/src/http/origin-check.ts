import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '@/http/errors';
import { requestLocale, t } from './messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a state change may go on: no Origin (not a browser cross-site request), the site's
 * own host (X-Forwarded-Host from a trusted proxy, else Host), or a configured origin.
 */
export function originAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    // "null" (sandboxed frames, privacy redirects) or garbage: not the site
    return false;
  }
  // Fastify's request.host reads X-Forwarded-Host only when the peer is a trusted proxy
  const siteHost = request.host;
  return siteHost !== '' && host.toLowerCase() === siteHost.toLowerCase();
}

/**
 * CSRF check of cookie-authenticated state changes: SameSite=Lax already keeps the cookie off
 * cross-site POSTs; this refuses them even where a browser or a sibling subdomain would not.
 */
export const originCheck =
  (
    allowedOrigins: readonly string[],
    exempt: (request: FastifyRequest) => boolean = () => false,
  ): onRequestAsyncHookHandler =>
  async (request) => {
    if (SAFE_METHODS.has(request.method) || exempt(request)) return;
    if (!originAllowed(request, allowedOrigins)) {
      throw new HttpError(403, 'forbidden_origin', t(requestLocale(request), 'forbidden_origin'));
    }
  };
