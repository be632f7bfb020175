import { describe, expect, test } from 'vitest';
import type { TicketError } from '../ticket/types';
import {
  PLACE_BET_MESSAGE,
  isWrongOddsResponse,
  mapPlaceBetError,
  messageTargets,
  placeBetMessageKey,
} from './place-bet-error';
import { bet, selection, ticket } from './test-fixtures';
import type { PlacementRefusal } from './types';

const home = selection(2001, 2.1);
const total = selection(2002, 1.85, { marketId: 18, outcomeId: '12', specifier: 'total=2.5' });
const draw = selection(2003, 3.4, { outcomeId: '2' });
// bet 0 has no stake, so the payload holds ticket bets 1 and 2 as payload bets 0 and 1
const placed = ticket(
  bet('single', 0, [home]),
  bet('single', 500, [total]),
  bet('single', 300, [draw]),
);

describe('mapPlaceBetError', () => {
  test.each<[string, PlacementRefusal, TicketError]>([
    [
      'code 101: invalid odds, per-bet localized message on the ticket index',
      {
        status: 400,
        code: 101,
        message: 'Invalid odds',
        details: { selections: [{ outcome_id: '12', odds: 1.85, current_odds: 1.8 }] },
        errorsByBet: { '0': { code: 101, localizedMessage: 'As odds mudaram' } },
      },
      {
        messagesByBet: { '1': 'As odds mudaram' },
        message: 'error.place_bets.invalid_odds',
        payload: { selections: [{ outcome_id: '12', odds: 1.85, current_odds: 1.8 }] },
        isWrongOddsError: true,
        code: 101,
      },
    ],
    [
      'code 120: invalid odds for a custom bet',
      {
        status: 400,
        code: 120,
        message: 'Invalid odds for custom bet',
        details: { custom_odds: 4.75, actual_custom_odds: 4.5 },
      },
      {
        messagesByBet: {},
        message: 'error.place_bets.invalid_odds_custom_bet',
        payload: { custom_odds: 4.75, actual_custom_odds: 4.5 },
        isWrongOddsError: true,
        code: 120,
      },
    ],
    [
      'code 118: Brazilian municipality not found',
      {
        status: 422,
        code: 118,
        message: 'Brazilian municipality not found',
        details: { municipality_code: '3550308' },
      },
      {
        messagesByBet: {},
        message: 'error.place_bets.brazilian_municipality_not_found',
        payload: { municipality_code: '3550308' },
        isWrongOddsError: false,
        code: 118,
      },
    ],
    [
      'code "118" as a string, without a message',
      { status: 422, code: '118' },
      {
        messagesByBet: {},
        message: 'error.place_bets.brazilian_municipality_not_found',
        isWrongOddsError: false,
        code: '118',
      },
    ],
    [
      'a risk-validation key as the code',
      { status: 400, code: 'error.risk_validation.odds_to_low', message: 'Odds too low' },
      {
        messagesByBet: {},
        message: 'error.risk_validation.odds_to_low',
        isWrongOddsError: true,
        code: 'error.risk_validation.odds_to_low',
      },
    ],
    [
      'a risk-validation key in the details list',
      {
        status: 400,
        code: 100,
        message: 'Risk validation failed',
        details: ['error.risk_validation.odds_higher_than_bookmakers_current_odds'],
      },
      {
        messagesByBet: {},
        message: 'error.place_bets.risk_validation_failed',
        payload: ['error.risk_validation.odds_higher_than_bookmakers_current_odds'],
        isWrongOddsError: true,
        code: 100,
      },
    ],
    [
      'a risk-validation name deep in the details, on the second bet',
      {
        status: 400,
        code: 100,
        message: 'Risk validation failed',
        details: { errors: [{ bet: 1, reason: 'odds_different_than_bookmaker' }] },
        errorsByBet: { '1': { code: 'error.risk_validation.odds_different_than_bookmaker' } },
      },
      {
        messagesByBet: { '2': 'error.risk_validation.odds_different_than_bookmaker' },
        message: 'error.place_bets.risk_validation_failed',
        payload: { errors: [{ bet: 1, reason: 'odds_different_than_bookmaker' }] },
        isWrongOddsError: true,
        code: 100,
      },
    ],
    [
      'an unknown numeric code: the key comes from the message',
      { status: 400, code: 105, message: 'Stake exceeds the maximum stake' },
      {
        messagesByBet: {},
        message: 'error.place_bets.stake_exceeds_the_maximum_stake',
        isWrongOddsError: false,
        code: 105,
      },
    ],
    [
      'a named code wins over a localized message',
      { status: 400, code: 'max_stake_exceeded', message: 'Aposta máxima excedida' },
      {
        messagesByBet: {},
        message: 'error.place_bets.max_stake_exceeded',
        isWrongOddsError: false,
        code: 'max_stake_exceeded',
      },
    ],
    [
      'accents and punctuation in the message',
      { status: 400, code: 999, message: '  Município não encontrado!  ' },
      {
        messagesByBet: {},
        message: 'error.place_bets.municipio_nao_encontrado',
        isWrongOddsError: false,
        code: 999,
      },
    ],
    [
      'an unknown numeric code without a message',
      { status: 400, code: 999 },
      {
        messagesByBet: {},
        message: 'error.place_bets.default',
        isWrongOddsError: false,
        code: 999,
      },
    ],
    [
      'a message with nothing to derive a key from',
      { status: 400, code: null, message: '!!!' },
      { messagesByBet: {}, message: PLACE_BET_MESSAGE.default, isWrongOddsError: false },
    ],
    [
      'an empty code is no code',
      { status: 400, code: '', message: '' },
      { messagesByBet: {}, message: PLACE_BET_MESSAGE.default, isWrongOddsError: false },
    ],
    [
      'no body at all',
      { status: 500 },
      { messagesByBet: {}, message: 'error.place_bets.default', isWrongOddsError: false },
    ],
    [
      'per-bet entries: key fallbacks, and keys that match no sent bet are dropped',
      {
        status: 400,
        code: 101,
        errorsByBet: {
          '0': { code: 101 },
          '1': { localizedMessage: '   ' },
          '2': { localizedMessage: 'no third bet was sent' },
          abc: { localizedMessage: 'not an index' },
        },
      },
      {
        messagesByBet: { '1': 'error.place_bets.invalid_odds', '2': 'error.place_bets.default' },
        message: 'error.place_bets.invalid_odds',
        isWrongOddsError: true,
        code: 101,
      },
    ],
  ])('%s', (_, response, expected) => {
    expect(mapPlaceBetError(response, placed)).toStrictEqual(expected);
  });
});

describe('isWrongOddsResponse', () => {
  const withDetails = (details: unknown): PlacementRefusal => ({
    status: 400,
    code: 100,
    details,
  });
  let deep: unknown = 'error.risk_validation.odds_to_low';
  for (let i = 0; i < 10; i++) deep = { nested: deep };

  test.each<[string, PlacementRefusal, boolean]>([
    ['per-bet code 120', { status: 400, errorsByBet: { '0': { code: '120' } } }, true],
    [
      'the key inside a sentence',
      withDetails('Rejected: error.risk_validation.odds_higher_than_bookmakers (bet 0)'),
      true,
    ],
    ['the key as an object key', withDetails({ 'error.risk_validation.odds_to_low': [0] }), true],
    ['a look-alike name', withDetails('odds_to_low_warning'), false],
    ['another risk key', withDetails(['error.risk_validation.stake_too_high']), false],
    ['numbers and nulls only', withDetails([1, null, { a: 2 }]), false],
    ['a key nested too deep to be read', withDetails(deep), false],
    ['code 118', { status: 422, code: 118 }, false],
  ])('%s -> %s', (_, response, expected) => {
    expect(isWrongOddsResponse(response)).toBe(expected);
  });
});

describe('placeBetMessageKey', () => {
  test.each<[number | string | undefined, string | undefined, string]>([
    [101, undefined, 'error.place_bets.invalid_odds'],
    ['120', 'whatever', 'error.place_bets.invalid_odds_custom_bet'],
    [118, undefined, 'error.place_bets.brazilian_municipality_not_found'],
    ['error.place_bets.market_closed', undefined, 'error.place_bets.market_closed'],
    ['Bet Limit', undefined, 'error.place_bets.bet_limit'],
    ['---', 'Match started', 'error.place_bets.match_started'],
    [undefined, undefined, 'error.place_bets.default'],
    [undefined, 'x'.repeat(80), `error.place_bets.${'x'.repeat(64)}`], // capped at 64 characters
  ])('code %s, message %s -> %s', (code, message, key) => {
    expect(placeBetMessageKey(code, message)).toBe(key);
  });
});

describe('messageTargets', () => {
  test('maps each bet with a message to its first selection id (spec §8)', () => {
    const combo = ticket(
      bet('combo', 500, [total, draw]),
      bet('single', 300, [home]),
      bet('combo', 100, []),
    );
    const error: TicketError = {
      messagesByBet: { '0': 'a', '1': 'b', '2': 'empty bet', '9': 'gone' },
      message: 'error.place_bets.default',
      isWrongOddsError: false,
    };
    expect(messageTargets(combo, error)).toEqual({
      '0': 'sr:match:2002/18/12/total=2.5',
      '1': 'sr:match:2001/1/1/',
    });
  });
});
