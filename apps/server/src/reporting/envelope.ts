/**
 * Sentry's envelope format, as the SDKs post it: a JSON header line, then items, each a JSON
 * header line (`type`, optional `length` in bytes) and its payload (`length` bytes, or up to the
 * next newline). Pure: bytes in, a parsed envelope or the reason it is not one out.
 */

export interface EnvelopeItem {
  type: string;
  /** The payload parsed as JSON, null when it is not JSON (attachments). */
  payload: unknown;
  bytes: number;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

export type EnvelopeResult = { ok: true; envelope: Envelope } | { ok: false; reason: string };

/** More items than any SDK sends in one envelope. */
export const MAX_ENVELOPE_ITEMS = 100;

const NEWLINE = 0x0a;

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Reads one line from `start`: its text and where the next one begins. */
function line(body: Buffer, start: number): { text: string; next: number } {
  const end = body.indexOf(NEWLINE, start);
  const stop = end === -1 ? body.length : end;
  return { text: body.subarray(start, stop).toString('utf8'), next: stop + 1 };
}

export function parseEnvelope(body: Buffer): EnvelopeResult {
  const first = line(body, 0);
  const header = jsonObject(first.text);
  if (!header) return { ok: false, reason: 'The envelope header is not a JSON object' };
  const items: EnvelopeItem[] = [];
  let at = first.next;
  while (at < body.length) {
    const next = line(body, at);
    if (next.text.trim() === '') {
      at = next.next;
      continue;
    }
    const itemHeader = jsonObject(next.text);
    if (!itemHeader || typeof itemHeader.type !== 'string' || itemHeader.type === '')
      return { ok: false, reason: `Item ${items.length + 1} has no valid header` };
    if (items.length >= MAX_ENVELOPE_ITEMS)
      return { ok: false, reason: `More than ${MAX_ENVELOPE_ITEMS} items` };
    let payload: Buffer;
    const length = itemHeader.length;
    if (length !== undefined) {
      if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0)
        return { ok: false, reason: `Item ${items.length + 1} has an invalid length` };
      if (next.next + length > body.length)
        return { ok: false, reason: `Item ${items.length + 1} is shorter than its length` };
      payload = body.subarray(next.next, next.next + length);
      at = next.next + length;
      // the payload may be followed by its newline
      if (body[at] === NEWLINE) at += 1;
    } else {
      const rest = line(body, next.next);
      payload = body.subarray(next.next, Math.min(rest.next - 1, body.length));
      at = rest.next;
    }
    items.push({
      type: itemHeader.type.slice(0, 40),
      payload: jsonOrNull(payload.toString('utf8')),
      bytes: payload.length,
    });
  }
  return { ok: true, envelope: { header, items } };
}

/** The public key an SDK authenticated with: `sentry_key` in the query, X-Sentry-Auth or the DSN. */
export function envelopeKey(
  query: string | undefined,
  authHeader: string | undefined,
  header: Record<string, unknown> | null,
): string | null {
  if (query) return query;
  const fromAuth = authHeader ? /sentry_key=([^,\s]+)/.exec(authHeader)?.[1] : undefined;
  if (fromAuth) return fromAuth;
  if (header && typeof header.dsn === 'string') {
    try {
      return new URL(header.dsn).username || null;
    } catch {
      return null;
    }
  }
  return null;
}
