/**
 * Same-origin proxy: the browser calls /api/sportsbook/* and /api/platform/* on the web's own
 * origin (cookies stay first-party) and the route handlers forward here to the configured
 * backend. Method, path, query, body and end-to-end headers go through; the answer comes back
 * with its status, headers (every Set-Cookie) and body. The client's address, scheme, host and
 * country are the web's own findings (see forwarded.ts), never what the client sent.
 */
import { MAX_REQUEST_BODY_BYTES } from '@sportsbook/contract/common';
import { isEdgeHeader, readForwarded, setForwarded } from './forwarded';

/** Hop-by-hop headers (RFC 9110 §7.6.1) are never forwarded, in either direction. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Request headers the proxy sets itself. */
const REQUEST_DROP = new Set(['host', 'content-length', 'expect']);

/** fetch() has already decoded the body, so its encoding and length no longer apply. */
const RESPONSE_DROP = new Set(['content-encoding', 'content-length']);

const DEFAULT_TIMEOUT_MS = 30_000;

export interface ForwardOptions {
  /** Path prefix of the route handler on the web, e.g. `/api/sportsbook`. */
  prefix: string;
  /** Backend base URL the prefix maps to, e.g. `http://127.0.0.1:4000/api/sportsbook`. */
  target: string;
  /** Label used in error messages, e.g. `sportsbook`. */
  name: string;
  /** Upstream proxies whose forwarded headers are believed (TRUSTED_PROXIES); default: none. */
  trustedProxies?: (address: string) => boolean;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const trustNone = () => false;

function jsonError(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** Headers named in `Connection` are hop-by-hop for this message too. */
function connectionTokens(headers: Headers): Set<string> {
  const value = headers.get('connection') ?? '';
  return new Set(
    value
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The backend URL for an incoming request, or null when the path would leave the target's base
 * path (an encoded `..` is resolved by the URL parser, so the result is checked, not the input).
 */
export function targetUrl(requestUrl: string, prefix: string, target: string): URL | null {
  const incoming = new URL(requestUrl);
  if (incoming.pathname !== prefix && !incoming.pathname.startsWith(`${prefix}/`)) return null;
  const base = new URL(target);
  const basePath = base.pathname.replace(/\/+$/, '');
  const rest = incoming.pathname.slice(prefix.length);
  const url = new URL(`${basePath}${rest}${incoming.search}`, base.origin);
  if (url.origin !== base.origin) return null;
  if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return null;
  return url;
}

export function forwardedRequestHeaders(
  request: Request,
  isTrustedProxy: (address: string) => boolean = trustNone,
): Headers {
  const incoming = request.headers;
  const drop = connectionTokens(incoming);
  const headers = new Headers();
  for (const [name, value] of incoming) {
    if (HOP_BY_HOP.has(name) || REQUEST_DROP.has(name) || drop.has(name)) continue;
    if (isEdgeHeader(name)) continue;
    headers.append(name, value);
  }
  const forwarded = readForwarded(incoming, isTrustedProxy);
  setForwarded(headers, { ...forwarded, host: forwarded.host ?? new URL(request.url).host });
  return headers;
}

export function forwardedResponseHeaders(upstream: Headers): Headers {
  const drop = connectionTokens(upstream);
  const headers = new Headers();
  for (const [name, value] of upstream) {
    if (name === 'set-cookie') continue;
    if (HOP_BY_HOP.has(name) || RESPONSE_DROP.has(name) || drop.has(name)) continue;
    headers.append(name, value);
  }
  // each cookie is its own header line: folding them with commas would break Expires dates
  for (const cookie of upstream.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}

/** Forwards one request to the backend and returns the backend's answer, or a 5xx JSON error. */
export async function forward(request: Request, options: ForwardOptions): Promise<Response> {
  const url = targetUrl(request.url, options.prefix, options.target);
  if (!url) return jsonError(400, 'bad_request', 'The request path is not allowed');

  const method = request.method.toUpperCase();
  // a body the backend would refuse is refused here: the backend stops reading it mid-upload,
  // which the proxy would otherwise see as an unreachable backend (502)
  const tooLarge = () =>
    jsonError(
      413,
      'payload_too_large',
      `The request body is larger than ${MAX_REQUEST_BODY_BYTES} bytes`,
    );
  if (Number(request.headers.get('content-length') ?? 0) > MAX_REQUEST_BODY_BYTES)
    return tooLarge();
  const body = method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer();
  if (body && body.byteLength > MAX_REQUEST_BODY_BYTES) return tooLarge();
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const fetchImpl = options.fetchImpl ?? fetch;

  let upstream: Response;
  try {
    upstream = await fetchImpl(url, {
      method,
      headers: forwardedRequestHeaders(request, options.trustedProxies),
      body: body && body.byteLength > 0 ? body : undefined,
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, timeout]),
    });
  } catch (error) {
    if (timeout.aborted) {
      return jsonError(
        504,
        'gateway_timeout',
        `The ${options.name} backend did not answer in time`,
      );
    }
    if (request.signal.aborted) {
      // the browser went away: nobody reads this answer
      return new Response(null, { status: 499 });
    }
    // the cause (host, port, errno) goes to the server log, not to the browser
    console.error(`[proxy] ${options.name} backend unreachable at ${url.origin}`, error);
    return jsonError(502, 'bad_gateway', `The ${options.name} backend is unreachable`);
  }

  const nullBody = method === 'HEAD' || [101, 204, 205, 304].includes(upstream.status);
  return new Response(nullBody ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: forwardedResponseHeaders(upstream.headers),
  });
}
