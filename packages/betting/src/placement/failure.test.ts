import { describe, expect, test } from 'vitest';
import { GENERAL_ERROR_ALERT, classifyPlaceBetFailure } from './failure';
import type { PlaceBetFailureKind } from './failure';
import type { PlacementRefusal } from './types';

describe('classifyPlaceBetFailure (spec §4 placing bets)', () => {
  test.each<[string, PlacementRefusal | undefined, PlaceBetFailureKind]>([
    ['a network error: no answer', undefined, 'general'],
    ['a 401', { status: 401, code: 'unauthorized', message: 'Unauthorized' }, 'unauthorized'],
    ['a 401 with a bet code', { status: 401, code: 101 }, 'unauthorized'],
    ['code 401 on a 403', { status: 403, code: 401 }, 'unauthorized'],
    ['the unauthorized code on a 403', { status: 403, code: 'unauthorized' }, 'unauthorized'],
    ['code 101 on a 400', { status: 400, code: 101, message: 'Invalid odds' }, 'ticket_error'],
    ['code "118" on a 422', { status: 422, code: '118' }, 'ticket_error'],
    ['a 500 with a code', { status: 500, code: 'internal_error' }, 'ticket_error'],
    ['a bare 502', { status: 502 }, 'general'],
    ['a 500 with an empty body', { status: 500 }, 'general'],
    ['a null code', { status: 400, code: null }, 'general'],
    ['an empty code', { status: 400, code: '' }, 'general'],
    ['a timeout reported as status 0', { status: 0 }, 'general'],
  ])('%s -> %s', (_, response, kind) => {
    expect(classifyPlaceBetFailure(response)).toBe(kind);
  });

  test('the general alert uses the global-error.default keys (spec §8)', () => {
    expect(GENERAL_ERROR_ALERT).toEqual({
      title: 'global-error.default.title',
      description: 'global-error.default.description',
    });
  });
});
