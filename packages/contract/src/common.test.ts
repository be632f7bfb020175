import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  amountSchema,
  currencyCodeSchema,
  idParamSchema,
  idSchema,
  isoDateTimeSchema,
  MAX_AMOUNT,
  MAX_INT32,
  MAX_REQUEST_ODDS,
  oddsSchema,
  pageQuerySchema,
  queryBooleanSchema,
  queryListSchema,
  requestOddsSchema,
  safeTextSchema,
} from './common';

describe('query helpers', () => {
  const ids = queryListSchema(z.coerce.number().int().positive());

  test.each([
    ['one value', '7', [7]],
    ['a number from a typed caller', 7, [7]],
    ['a comma-separated list', '1,2, 3', [1, 2, 3]],
    ['a repeated key (array)', ['1', '2,3'], [1, 2, 3]],
  ])('a list parameter takes %s', (_, raw, expected) => {
    expect(ids.parse(raw)).toEqual(expected);
  });

  test.each([
    ['an empty string', ''],
    ['a non-number', '1,x'],
    ['an empty array', []],
    ['more than 500 values', Array.from({ length: 501 }, (_, i) => String(i + 1)).join(',')],
  ])('a list parameter rejects %s', (_, raw) => {
    expect(ids.safeParse(raw).success).toBe(false);
  });

  test.each([
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    [true, true],
    [false, false],
  ])('query boolean %s -> %s', (raw, expected) => {
    expect(queryBooleanSchema.parse(raw)).toBe(expected);
  });

  test('a query boolean rejects anything else', () => {
    expect(queryBooleanSchema.safeParse('maybe').success).toBe(false);
    expect(queryBooleanSchema.safeParse(2).success).toBe(false);
  });

  test('page query defaults and bounds', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 500 });
    expect(pageQuerySchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ limit: 501 }).success).toBe(false);
  });
});

describe('value schemas', () => {
  test.each([
    ['odds just above 1', oddsSchema, 1.01, true],
    ['odds of 1', oddsSchema, 1, false],
    ['odds below 1', oddsSchema, 0.5, false],
    ['odds as a string', oddsSchema, '2.5', false],
    ['an ISO time with Z', isoDateTimeSchema, '2026-11-22T15:00:00Z', true],
    ['an ISO time with an offset', isoDateTimeSchema, '2026-11-22T15:00:00+01:00', true],
    ['a date without time', isoDateTimeSchema, '2026-11-22', false],
    ['epoch milliseconds', isoDateTimeSchema, 1_700_000_000_000, false],
    ['a currency', currencyCodeSchema, 'EUR', true],
    ['a sub-currency', currencyCodeSchema, 'mBTC', true],
    ['a currency with a symbol', currencyCodeSchema, '€', false],
  ])('%s', (_, schema: z.ZodType, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });
});

describe('request primitives: every value fits where it is stored', () => {
  const text = safeTextSchema(20);

  test.each([
    ['plain text', 'Hello', true],
    ['text with an emoji (a surrogate pair)', 'goal ⚽ 😀', true],
    ['right-to-left text', 'مرحبا', true],
    ['a NUL byte', 'a\u0000b', false],
    ['a lone high surrogate', 'x\ud800', false],
    ['a lone low surrogate', '\udc00x', false],
    ['swapped surrogates', '\udc00\ud800', false],
    ['more than the maximum', 'x'.repeat(21), false],
  ])('safe text: %s', (_, value, valid) => {
    expect(text.safeParse(value).success).toBe(valid);
  });

  test.each([
    [1, true],
    [MAX_INT32, true],
    [MAX_INT32 + 1, false],
    [Number.MAX_SAFE_INTEGER, false],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('an id of %s fits an int4 column: %s', (value, valid) => {
    expect(idSchema.safeParse(value).success).toBe(valid);
  });

  test.each([
    ['7', true],
    ['2147483647', true],
    ['2147483648', false],
    ['9007199254740993', false],
    ['1e308', false],
    ['NaN', false],
    ['Infinity', false],
    ['-1', false],
    ['', false],
  ])('an id param %j: %s', (id, valid) => {
    expect(idParamSchema.safeParse({ id }).success).toBe(valid);
  });

  test('a page number stays an int4', () => {
    expect(pageQuerySchema.safeParse({ page: String(MAX_INT32) }).success).toBe(true);
    expect(pageQuerySchema.safeParse({ page: String(MAX_INT32 + 1) }).success).toBe(false);
  });

  test.each([
    [0, true],
    [MAX_AMOUNT, true],
    [MAX_AMOUNT + 1, false],
    [Number.MAX_SAFE_INTEGER, false],
    [-1, false],
    [0.5, false],
  ])('an amount of %s minor units: %s', (value, valid) => {
    expect(amountSchema.safeParse(value).success).toBe(valid);
  });

  test.each([
    [1.01, true],
    [MAX_REQUEST_ODDS, true],
    [MAX_REQUEST_ODDS + 1, false],
    [1e308, false],
    [Number.POSITIVE_INFINITY, false],
    [1, false],
  ])('request odds of %s: %s', (value, valid) => {
    expect(requestOddsSchema.safeParse(value).success).toBe(valid);
  });
});
