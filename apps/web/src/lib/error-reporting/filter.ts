/**
 * What goes to error reporting (spec §8), as one pure filter used as the SDK's `beforeSend`, and
 * the HTTP details attached to a reported failure. No SDK import: it is tested without one.
 */

export interface ReportFrame {
  filename?: string;
  abs_path?: string;
}

export interface ReportException {
  type?: string;
  value?: string;
  stacktrace?: { frames?: ReportFrame[] };
}

/** The parts of a Sentry event the filter reads and writes. */
export interface ReportEvent {
  message?: string;
  exception?: { values?: ReportException[] };
  request?: { url?: string; method?: string; data?: unknown };
  contexts?: Record<string, Record<string, unknown> | undefined>;
  extra?: Record<string, unknown>;
}

/** An error object a caller marks so it is never reported (spec §8 "flagged to skip capture"). */
export const SKIP_CAPTURE = 'skipCapture';

/** Marks `error` as not to be reported and returns it. */
export function skipCapture<T extends object>(error: T): T {
  Object.defineProperty(error, SKIP_CAPTURE, { value: true, enumerable: false });
  return error;
}

/** An HTTP failure as the API client raises it (ApiError): status 0 when no answer arrived. */
export interface HttpFailure {
  status: number;
  url?: string;
  method?: string;
  body?: unknown;
  requestBody?: unknown;
}

export function isHttpFailure(value: unknown): value is Error & HttpFailure {
  return (
    value instanceof Error &&
    typeof (value as { status?: unknown }).status === 'number' &&
    'body' in value
  );
}

/** The HTTP status of a failure without an answer (api/errors.ts NO_ANSWER_STATUS). */
const NO_ANSWER = 0;

/** Names of cancelled, aborted and timed-out work (fetch, TanStack Query). */
const CANCELLED_NAMES = new Set(['AbortError', 'TimeoutError', 'CancelledError']);

/** Browser wordings of a request that got no answer. */
const NETWORK_MESSAGES = [
  /^Failed to fetch$/i,
  /^NetworkError when attempting to fetch resource\.?$/i,
  /^Load failed$/i,
  /^Network request failed$/i,
  /^The network connection was lost\.?$/i,
  /^The Internet connection appears to be offline\.?$/i,
  /^Fetch is aborted$/i,
  /^The operation was aborted\.?$/i,
  /^The user aborted a request\.?$/i,
  /^signal is aborted without reason$/i,
  /^CancelledError$/,
];

/** Chunk-load failures of webpack, Turbopack and native dynamic import. */
const CHUNK_LOAD = [
  /Loading (CSS )?chunk [\w/.-]+ failed/i,
  /Failed to load chunk/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** Tracking, tag-manager and watch (stream widget) scripts: their errors are not ours. */
export const THIRD_PARTY_SCRIPT =
  /googletagmanager\.com|google-analytics\.com|\/gtm\.js|\/gtag\/js|analytics\.js|connect\.facebook\.net|fbevents\.js|hotjar\.com|clarity\.ms|mc\.yandex|doubleclick\.net|watchers\.io|\/watch(er)?s?[-.]?(widget|sdk)?[\w.-]*\.js/i;

const RESIZE_OBSERVER = 'ResizeObserver loop limit exceeded';
const OUT_OF_LIMIT = 'User is out of limit';
/** Spec §8: jackpot fetch errors with these statuses are not reported. */
const JACKPOT_QUIET_STATUSES = new Set([400, 404, 500]);
const JACKPOT_URL = /\/jackpot/i;

function texts(event: ReportEvent, original: unknown): string[] {
  const out: string[] = [];
  if (event.message) out.push(event.message);
  for (const value of event.exception?.values ?? []) {
    if (value.value) out.push(value.value);
  }
  if (original instanceof Error) out.push(original.message);
  else if (typeof original === 'string') out.push(original);
  return out;
}

function names(event: ReportEvent, original: unknown): string[] {
  const out = (event.exception?.values ?? []).map((value) => value.type ?? '');
  if (original instanceof Error) out.push(original.name, original.constructor.name);
  return out;
}

/** A DOM `error` event of a <script> element (a script that did not load). */
function isScriptElementEvent(original: unknown, event: ReportEvent): boolean {
  if (original !== null && typeof original === 'object' && 'target' in original) {
    const target = (original as { target?: { tagName?: unknown } | null }).target;
    if (typeof target?.tagName === 'string' && target.tagName.toUpperCase() === 'SCRIPT')
      return true;
  }
  const serialized = event.extra?.__serialized__ as { target?: unknown } | undefined;
  return typeof serialized?.target === 'string' && /script/i.test(serialized.target);
}

/** The innermost frame's file (where it was thrown). */
function thrownIn(event: ReportEvent): string | undefined {
  for (const value of [...(event.exception?.values ?? [])].reverse()) {
    const frames = value.stacktrace?.frames ?? [];
    const last = frames[frames.length - 1];
    if (last) return last.abs_path ?? last.filename;
  }
  return undefined;
}

/** Spec §8's not-reported list, exactly; true for everything else. */
export function shouldReport(event: ReportEvent, original: unknown): boolean {
  if (original !== null && typeof original === 'object' && SKIP_CAPTURE in original) return false;
  const messages = texts(event, original);
  const errorNames = names(event, original);
  if (errorNames.some((name) => CANCELLED_NAMES.has(name))) return false;
  if (isHttpFailure(original)) {
    // no answer: a network error or a timeout
    if (original.status === NO_ANSWER) return false;
    if (JACKPOT_URL.test(original.url ?? '') && JACKPOT_QUIET_STATUSES.has(original.status))
      return false;
  }
  if (errorNames.includes('ChunkLoadError')) return false;
  for (const message of messages) {
    // the SDK may append the host: "Failed to fetch (api.example.com)"
    const plain = message.trim().replace(/ \([^()]*\)$/, '');
    if (NETWORK_MESSAGES.some((pattern) => pattern.test(plain))) return false;
    if (CHUNK_LOAD.some((pattern) => pattern.test(message))) return false;
    if (message.includes(RESIZE_OBSERVER)) return false;
    if (message.includes(OUT_OF_LIMIT)) return false;
  }
  if (isScriptElementEvent(original, event)) return false;
  const file = thrownIn(event);
  if (file && THIRD_PARTY_SCRIPT.test(file)) return false;
  return true;
}

/** Bodies attached to a report are cut here (the sink and Sentry cap events too). */
export const MAX_ATTACHED_BODY_CHARS = 8_000;

/** Fields never sent to error reporting: credentials and payment secrets. */
const SECRET_KEY = /pass(word)?|token|secret|otp|pin|cvv|cvc|card_?number/i;

function redacted(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redacted(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? '[Filtered]' : redacted(item, depth + 1),
    ]),
  );
}

function attachable(raw: unknown): unknown {
  if (raw === undefined) return undefined;
  const body = redacted(raw);
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (text === undefined) return undefined;
  return text.length > MAX_ATTACHED_BODY_CHARS
    ? `${text.slice(0, MAX_ATTACHED_BODY_CHARS)}…`
    : typeof body === 'string'
      ? body
      : body;
}

/** Spec §8: a reported HTTP failure carries the response URL, response body and request body. */
export function withHttpFailure<E extends ReportEvent>(event: E, original: unknown): E {
  if (!isHttpFailure(original)) return event;
  const requestBody = attachable(original.requestBody);
  const responseBody = attachable(original.body);
  return {
    ...event,
    request: {
      ...event.request,
      ...(original.url ? { url: original.url } : {}),
      ...(original.method ? { method: original.method } : {}),
      ...(requestBody !== undefined ? { data: requestBody } : {}),
    },
    contexts: {
      ...event.contexts,
      response: {
        status_code: original.status,
        ...(original.url ? { url: original.url } : {}),
        ...(responseBody !== undefined ? { data: responseBody } : {}),
      },
    },
    extra: {
      ...event.extra,
      response_url: original.url,
      response_body: responseBody,
      request_body: requestBody,
    },
  };
}

/** The SDK's `beforeSend`: drop what spec §8 does not report, attach HTTP details to the rest. */
export function beforeSend<E extends ReportEvent>(
  event: E,
  hint: { originalException?: unknown } | undefined,
): E | null {
  const original = hint?.originalException;
  return shouldReport(event, original) ? withHttpFailure(event, original) : null;
}
