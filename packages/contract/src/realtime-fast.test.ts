import { describe, expect, test } from 'vitest';
import { parseRealtimeEvent, realtimeEventSchema } from './realtime';
import { isCertainMarketsChanged } from './realtime-fast';
import { market } from './test-fixtures';

const event = (data: unknown) => ({ type: 'markets_changed', data });
const valid = () => event({ match_id: 7, markets: [structuredClone(market)] });

/** Every path of the valid publication's tree that holds a value (for mutations). */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out = at.length > 0 ? [at] : [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...at, k]));
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === DELETE) delete node[last];
  else node[last] = value;
  return copy;
}

const DELETE = Symbol('delete');
const ODD_VALUES: unknown[] = [
  DELETE,
  undefined,
  null,
  true,
  false,
  0,
  1,
  -1,
  1.0001,
  2.5,
  2 ** 31,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'x',
  'Main',
  'main',
  '2026-11-28T12:00:00Z',
  'not a date',
  'oddin',
  [],
  [''],
  ['main'],
  {},
  { a: 1 },
];

describe('isCertainMarketsChanged', () => {
  test('a valid publication takes the fast path and comes out unchanged', () => {
    const raw = valid();
    expect(isCertainMarketsChanged(raw)).toBe(true);
    const parsed = parseRealtimeEvent(raw);
    expect(parsed).toEqual({ ok: true, event: raw });
  });

  test('a market with a next bet stop is left to the schema, which accepts it', () => {
    const raw = event({
      match_id: 7,
      markets: [{ ...market, next_bet_stop: '2026-11-28T12:00:00Z' }],
    });
    expect(isCertainMarketsChanged(raw)).toBe(false);
    expect(parseRealtimeEvent(raw).ok).toBe(true);
  });

  test.each([
    ['odds of 1', ['data', 'markets', 0, 'outcomes', 0, 'odds'], 1],
    ['an unknown status', ['data', 'markets', 0, 'status'], 2],
    ['an unknown provider', ['data', 'markets', 0, 'provider'], 'acme'],
    ['a group key in capitals', ['data', 'markets', 0, 'market_groups', 0], 'Main'],
    ['no outcome id', ['data', 'markets', 0, 'outcomes', 0, 'id'], ''],
    ['a match id beyond int4', ['data', 'match_id'], 2 ** 31],
    ['a fractional priority', ['data', 'markets', 0, 'priority'], 1.5],
    ['markets as an object', ['data', 'markets'], {}],
  ])('%s is rejected, with the schema reason', (_name, path, value) => {
    const raw = setAt(valid(), path, value);
    expect(isCertainMarketsChanged(raw)).toBe(false);
    const parsed = parseRealtimeEvent(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.length).toBeGreaterThan(0);
  });

  test('a throwing getter is not an exception', () => {
    const raw = valid();
    Object.defineProperty(raw.data, 'markets', {
      get() {
        throw new Error('hostile');
      },
    });
    expect(isCertainMarketsChanged(raw)).toBe(false);
    expect(parseRealtimeEvent(raw).ok).toBe(false);
  });

  test('the fast path never accepts what the schema refuses (every one- and two-field mutation)', () => {
    const base = valid();
    const all = paths(base);
    const accepted = (raw: unknown) =>
      !isCertainMarketsChanged(raw) || realtimeEventSchema.safeParse(raw).success;
    const failures: string[] = [];
    for (const path of all)
      for (const value of ODD_VALUES)
        if (!accepted(setAt(base, path, value)))
          failures.push(`${path.join('.')}=${String(value)}`);
    // pairs drawn by a fixed linear congruential sequence: reproducible, no dependency
    let seed = 18;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 3000; i += 1) {
      let raw: unknown = base;
      for (let k = 0; k < 2; k += 1) {
        try {
          raw = setAt(raw, all[next(all.length)] ?? [], ODD_VALUES[next(ODD_VALUES.length)]);
        } catch {
          // the path went away with the first mutation
        }
      }
      if (!accepted(raw)) failures.push(JSON.stringify(raw));
    }
    expect(failures).toEqual([]);
  });
});
