import type { z } from 'zod';
import {
  APP_MARKER,
  APP_MARKER_HEADER,
  FRAME_CONTEXT_HEADER,
  PLATFORM_ACCEPT,
} from '@sportsbook/contract/platform-media';
import { serverEnv } from '@/config/env';
import { noticePlayerLocked } from './player-locked';
import { noticeSessionLimit } from './session-limit';
import {
  ApiError,
  CLIENT_ERROR_CODES,
  errorFromFetchFailure,
  errorFromResponse,
  isAbortError,
} from './errors';

/** The backends of spec §7: the casino platform, the sportsbook and the virtual wallet. */
export type ApiName = 'sportsbook' | 'platform' | 'virtualWallet';

/** Spec §7: platform calls ask for the versioned JSON type; the others take plain JSON. */
const ACCEPT: Readonly<Record<ApiName, string>> = {
  platform: PLATFORM_ACCEPT,
  sportsbook: 'application/json',
  virtualWallet: 'application/json',
};

/** Same-origin proxy paths the browser calls (app/api/{sportsbook,platform,virtual-wallet}/[...path]). */
export const BROWSER_BASE_URLS: Readonly<Record<ApiName, string>> = {
  sportsbook: '/api/sportsbook',
  platform: '/api/platform',
  virtualWallet: '/api/virtual-wallet',
};

const DEFAULT_TIMEOUT_MS = 10_000;
// a write abandoned early may still happen on the server: it gets as long as the web's proxy (30 s)
const WRITE_TIMEOUT_MS = 30_000;

/** How long a call may take before the client gives up: reads 10 s, writes 30 s. */
export const requestTimeoutMs = (method: string): number =>
  method === 'GET' ? DEFAULT_TIMEOUT_MS : WRITE_TIMEOUT_MS;

/** Server: the backend URLs from the environment (read at run time); browser: the proxy. */
export function apiBaseUrl(api: ApiName): string {
  if (typeof window === 'undefined') {
    const env = serverEnv();
    if (api === 'virtualWallet') return env.VIRTUAL_WALLET_API_URL;
    return api === 'sportsbook' ? env.SPORTSBOOK_API_URL : env.PLATFORM_API_URL;
  }
  return BROWSER_BASE_URLS[api];
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * A contract schema, or a loader of one (`() => import('@sportsbook/contract/x').then(...)`): the
 * browser then loads the schemas and zod on the first call that needs them, not with the page
 * (issue 18: first-load JS); the load starts with the request, so it rarely adds a wait.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/** The schema of a source, loading it when it is a loader. */
export const loadSchema = <T>(source: SchemaSource<T>): Promise<z.ZodType<T>> | z.ZodType<T> =>
  typeof source === 'function' ? source() : source;

/** A loader of one schema of a contract module: `lazySchema(() => import('@sportsbook/contract/x'), 'xSchema')`. */
export const lazySchema =
  <M, K extends keyof M>(load: () => Promise<M>, key: K) =>
  (): Promise<M[K]> =>
    load().then((module) => module[key]);

/** An answer taken as it comes (its body is not read by the caller): loads zod's `unknown`. */
export const anyAnswer = (): Promise<z.ZodType<unknown>> =>
  import('zod').then(({ z }) => z.unknown());

export interface ApiRequest<T> {
  api: ApiName;
  /** Path below the API base, starting with `/` (e.g. `/v2/sports`). */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; null and undefined values are left out. */
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  body?: unknown;
  /** The contract schema the answer is parsed with; nothing unparsed leaves this module. */
  schema: SchemaSource<T>;
  signal?: AbortSignal;
  headers?: HeadersInit;
  timeoutMs?: number;
}

export function buildUrl(
  base: string,
  path: string,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${base.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** Whether this page is inside another page's frame (a host platform's, spec §1 embedding). */
function isFramed(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    // a cross-origin top cannot even be compared on some browsers: that is a frame too
    return true;
  }
}

/** The caller's signal plus a timeout, where the runtime can combine signals. */
function requestSignal(
  signal: AbortSignal | undefined,
  timeoutMs: number,
): AbortSignal | undefined {
  if (typeof AbortSignal.any !== 'function' || typeof AbortSignal.timeout !== 'function') {
    return signal;
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/**
 * One call to a backend: JSON in and out, credentials included, answer parsed with the contract
 * schema. Failures throw ApiError; a cancelled request rethrows its AbortError untouched.
 */
export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  const url = buildUrl(apiBaseUrl(request.api), request.path, request.query);
  const headers = new Headers(request.headers);
  headers.set('Accept', ACCEPT[request.api]);
  // the app marker goes on every call, so both backends can tell the web client apart (spec §7)
  headers.set(APP_MARKER_HEADER, APP_MARKER);
  if (isFramed()) headers.set(FRAME_CONTEXT_HEADER, '1');
  const hasBody = request.body !== undefined;
  if (hasBody) headers.set('Content-Type', 'application/json');

  const method = request.method ?? 'GET';
  // a lazy schema (a chunk on the first call) loads while the request is under way
  const schemaLoad = Promise.resolve().then(() => loadSchema(request.schema));
  schemaLoad.catch(() => undefined); // a call that fails before its answer never reads it
  const facts = { method, ...(hasBody ? { requestBody: request.body } : {}) };
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
      credentials: 'include',
      signal: requestSignal(request.signal, request.timeoutMs ?? requestTimeoutMs(method)),
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw errorFromFetchFailure(error, { url, ...facts });
  }

  if (!response.ok) {
    const error = await errorFromResponse(response, facts);
    noticeSessionLimit(error);
    noticePlayerLocked(error);
    throw error;
  }

  let payload: unknown;
  try {
    payload = response.status === 204 ? undefined : await response.json();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError({
      status: response.status,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: 'The server answered with a body that is not JSON',
      cause: error,
      url: response.url || url,
      ...facts,
    });
  }

  let schema: z.ZodType<T>;
  try {
    schema = await schemaLoad;
  } catch (error) {
    // the schemas' chunk could not be fetched: as unreachable as the server itself
    throw errorFromFetchFailure(error, { url: response.url || url, ...facts });
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: `Unexpected answer from ${request.path}`,
      details: parsed.error.issues,
      url: response.url || url,
      ...facts,
    });
  }
  return parsed.data;
}
