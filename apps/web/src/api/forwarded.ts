import { serverEnv } from '@/config/env';
import { ipVersion } from '@/config/proxy-entry';
import { trustedProxies } from './trusted-proxies';

/**
 * Who is really asking. Next's server fills X-Forwarded-For/-Proto/-Host only when the client sent
 * none (`??=`), so the values a route handler sees may be the client's own inventions. The web's
 * launcher (apps/web/server.mjs) therefore writes the socket's peer address into PEER_HEADER on
 * every request (overwriting any sent) and marks the process with STAMPED_PEER; forwarded headers
 * are believed only when that peer is one of TRUSTED_PROXIES.
 */
export const PEER_HEADER = 'x-sportsbook-peer';

/** Set on globalThis by the launcher: its value names the header it stamps. */
export const STAMPED_PEER = Symbol.for('sportsbook.web.peer-header');

/** Request headers that carry a client's address, scheme, host or country, set by proxies only. */
const EDGE_HEADERS = new Set([
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'x-country',
  PEER_HEADER,
]);

/** True for a header the edge values replace (any `x-forwarded-*` included). */
export const isEdgeHeader = (name: string): boolean =>
  EDGE_HEADERS.has(name) || name.startsWith('x-forwarded-');

export interface Forwarded {
  /** The client's address, or null when the web cannot know it (started without its launcher). */
  clientAddress: string | null;
  /** Scheme the browser used: the web itself serves http, a trusted TLS proxy may say https. */
  proto: 'http' | 'https';
  /** Host the browser asked for (Host, or a trusted proxy's X-Forwarded-Host). */
  host: string | null;
  /** ISO 3166 alpha-2 code a trusted proxy found for the client, else null. */
  country: string | null;
}

let warned = false;

/** The socket's peer address as the launcher stamped it, or null without the launcher. */
function peerAddress(headers: Headers): string | null {
  const stamped = (globalThis as Record<symbol, unknown>)[STAMPED_PEER] === PEER_HEADER;
  const peer = stamped ? headers.get(PEER_HEADER) : null;
  if (peer && ipVersion(peer) !== 0) return unmapped(peer);
  if (!warned) {
    warned = true;
    console.warn(
      '[proxy] client addresses are unknown: start the web with apps/web/server.mjs (npm start)',
    );
  }
  return null;
}

const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** The value nearest to us of a header proxies append to (`a, b` -> `b`). */
const lastValue = (value: string | null) => value?.split(',').at(-1)?.trim() ?? '';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The client's address, scheme, host and country as far as they can be known: from the socket
 * peer, and from the forwarded headers only when that peer is a trusted proxy. The client is the
 * rightmost X-Forwarded-For hop that is not itself a trusted proxy (proxies append on the right).
 */
export function readForwarded(
  headers: Headers,
  isTrustedProxy: (address: string) => boolean,
): Forwarded {
  const own: Forwarded = {
    clientAddress: null,
    proto: 'http',
    host: headers.get('host'),
    country: null,
  };
  const peer = peerAddress(headers);
  if (!peer) return own;
  if (!isTrustedProxy(peer)) return { ...own, clientAddress: peer };

  let client = peer;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
  for (const hop of hops.filter(Boolean).reverse()) {
    if (ipVersion(hop) === 0) break;
    client = unmapped(hop);
    if (!isTrustedProxy(client)) break;
  }
  const proto = lastValue(headers.get('x-forwarded-proto')).toLowerCase();
  const host = lastValue(headers.get('x-forwarded-host'));
  const country = (headers.get('x-country') ?? '').trim().toUpperCase();
  return {
    clientAddress: client,
    proto: proto === 'https' ? 'https' : 'http',
    host: HOST.test(host) ? host : own.host,
    country: /^[A-Z]{2}$/.test(country) ? country : null,
  };
}

/** Sets the edge values on outgoing headers from which every client-sent one was removed. */
export function setForwarded(headers: Headers, forwarded: Forwarded): void {
  if (forwarded.clientAddress) headers.set('x-forwarded-for', forwarded.clientAddress);
  if (forwarded.host) headers.set('x-forwarded-host', forwarded.host);
  headers.set('x-forwarded-proto', forwarded.proto);
  if (forwarded.country) headers.set('x-country', forwarded.country);
}

let configured: ((address: string) => boolean) | undefined;

/** The web's TRUSTED_PROXIES as a predicate, built on first use. */
export function configuredProxies(): (address: string) => boolean {
  configured ??= trustedProxies(serverEnv().TRUSTED_PROXIES ?? []);
  return configured;
}
