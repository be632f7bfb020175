import { createDelta } from 'fossil-delta';

/**
 * Serialises a payload as ASCII-only JSON (non-ASCII as \uXXXX): a fossil patch over ASCII bytes
 * can never split a multibyte character (centrifugal/centrifuge PR #630).
 */
export function toAsciiJson(value: unknown): string {
  // undefined (no payload) travels as null: the wire needs a JSON value
  const json = (JSON.stringify(value) as string | undefined) ?? 'null';
  return json.replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The fossil patch turning `previous` into `next` (both ASCII JSON), or null when the patch is not
 * shorter than `next`: the full payload is sent then (centrifuge hub.go getDeltaPub).
 */
export function fossilPatch(previous: string, next: string): string | null {
  const patch = createDelta(Buffer.from(previous, 'latin1'), Buffer.from(next, 'latin1'));
  if (patch.length >= next.length) return null;
  return Buffer.from(patch).toString('latin1');
}
