import { describe, expect, test } from 'vitest';
import { eventTargets, isAllowedOrigin, parentOriginOf } from './origin';

const casino = 'https://casino.example';
const listed = { origins: [casino], allowAnyWithToken: false };
const wildcard = { origins: [casino], allowAnyWithToken: true };

describe('isAllowedOrigin (spec §6 embedded mode origins)', () => {
  test.each([
    ['a listed origin', casino, listed, false, true],
    ['another origin', 'https://evil.example', listed, false, false],
    ['a listed host on another port', 'https://casino.example:8443', listed, false, false],
    ['a listed host over http', 'http://casino.example', listed, false, false],
    [
      'any origin with the wildcard but no token session',
      'https://evil.example',
      wildcard,
      false,
      false,
    ],
    [
      'any origin with the wildcard and a token session',
      'https://other.example',
      wildcard,
      true,
      true,
    ],
    ["the opaque 'null' origin, even with the wildcard", 'null', wildcard, true, false],
  ])('%s', (_name, origin, embedding, tokenSession, allowed) =>
    expect(isAllowedOrigin(origin, embedding, { tokenSession })).toBe(allowed),
  );
});

describe('eventTargets', () => {
  test('the known parent when allowed, else every listed origin, never *', () => {
    const session = { tokenSession: false };
    expect(eventTargets(casino, listed, session)).toEqual([casino]);
    expect(eventTargets('https://evil.example', listed, session)).toEqual([casino]);
    expect(eventTargets(null, { origins: [], allowAnyWithToken: true }, session)).toEqual([]);
  });
});

describe('parentOriginOf', () => {
  const at = (ancestors: string[]) =>
    ({
      ancestorOrigins: Object.assign([...ancestors], { item: () => null, contains: () => false }),
    }) as unknown as Location;
  test('ancestorOrigins first, then the referrer', () => {
    expect(parentOriginOf(at([casino]), 'https://other.example/x')).toBe(casino);
    expect(parentOriginOf(at([]), 'https://other.example/x?y')).toBe('https://other.example');
    expect(parentOriginOf(at([]), '')).toBeNull();
    expect(parentOriginOf(at([]), 'not a url')).toBeNull();
  });
});
