import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSelection } from '@sportsbook/betting/ticket/construction';
import { setStake } from '@sportsbook/betting/ticket/stakes';
import { EMPTY_TICKET, type Ticket } from '@sportsbook/betting/ticket/types';
import { changeBetType } from '@sportsbook/betting/ticket/bet-type';
import { bonusBetsBodySchema } from '@sportsbook/contract/promotions';
import { selection } from '@sportsbook/betting/bonus/test-fixtures';
import {
  betBonusesKeyOf,
  betBonusesQueryOptions,
  getBetBonuses,
  toOfferedBonuses,
} from './bet-bonuses';
import { wireAvailable, wireComboboost, wireFarming, wireFreebet } from './bet-bonuses-fixtures';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

const OPTIONS = { currency: 'EUR', subunits: 100, multiSingleAvailableByProvider: {} };
const slip = (...matchIds: number[]): Ticket =>
  matchIds.reduce((t, id) => addSelection(t, selection(2, {}, id), OPTIONS), EMPTY_TICKET);

describe('toOfferedBonuses', () => {
  it('maps every kind to camelCase with its name; nulls are left out', () => {
    const offered = toOfferedBonuses(
      wireAvailable({
        comboboost: wireComboboost({ comboboost_type: 'fixed_odds', only_verified: true }),
        freebets: [
          wireFreebet(),
          wireFreebet({
            id: 'fb-2',
            freebet_type: 'only_win',
            min_odds: null,
            max_odds: 10,
            match_status: 1,
            selections_count_from: null,
            selections_count_to: 3,
            amount: 12_50,
          }),
        ],
        hunting: wireFarming('hunting'),
        tournament: wireFarming('tournament'),
      }),
    );
    expect(offered).toEqual({
      comboboost: {
        id: 'cb-1',
        name: 'Combo boost',
        type: 'fixed_odds',
        minOdds: 1.3,
        ranges: [
          { minCount: 3, maxCount: 3, bonusOdds: 1.05 },
          { minCount: 4, maxCount: 20, bonusOdds: 1.1 },
        ],
        onlyVerified: true,
      },
      freebet: [
        {
          id: 'fb-1',
          name: 'Welcome free bet',
          freebetType: 'no_risk',
          isActive: true,
          currency: 'EUR',
          amount: 500,
          minOdds: 1.5,
          selectionsCountFrom: 1,
        },
        {
          id: 'fb-2',
          name: 'Welcome free bet',
          freebetType: 'only_win',
          isActive: true,
          currency: 'EUR',
          amount: 1250,
          maxOdds: 10,
          matchStatus: 1,
          selectionsCountTo: 3,
        },
      ],
      hunting: { id: 'hunting-1', name: 'Goal hunt' },
      tournament: { id: 'tournament-1', name: 'Weekly tournament' },
    });
  });

  it('nothing offered: an empty freebet list and no other kind', () => {
    expect(toOfferedBonuses(wireAvailable())).toEqual({ freebet: [] });
  });
});

describe('POST /v2/bonuses', () => {
  it('sends the bets without stake, bonus or custom odds and reads one entry per bet', async () => {
    const fetchSpy = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(json(200, { data: [wireAvailable({ freebets: [wireFreebet()] })] })),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const combo = setStake(slip(1, 2), 0, 1000, 'stake');
    const offered = await getBetBonuses(combo, 'de');
    expect(offered.map((o) => o.freebet.map((f) => f.id))).toEqual([['fb-1']]);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    const sentUrl = new URL(url ?? '', 'http://x');
    expect(sentUrl.pathname).toBe('/api/sportsbook/v2/bonuses');
    // names and terms come in the page's language (spec §7 bonus calls send the locale)
    expect(sentUrl.searchParams.get('locale')).toBe('de');
    expect(init?.method).toBe('POST');
    const sent = bonusBetsBodySchema.parse(JSON.parse(init?.body as string));
    expect(sent).toEqual({
      bets: [
        {
          type: 'combo',
          selections: [1, 2].map((id) => ({
            match_id: id,
            market_id: 1,
            specifier: '',
            outcome_id: '1',
            odds: 2,
          })),
        },
      ],
    });
  });

  it('a refused call rejects (the slip then offers nothing)', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(401, { code: 'unauthorized', message: 'Sign in' })),
    );
    await expect(getBetBonuses(slip(1), 'en')).rejects.toThrow();
  });
});

describe('the query key', () => {
  it('follows the selections, the bet type and the currency, not stakes or odds', () => {
    const combo = slip(1, 2);
    const staked = setStake(combo, 0, 500, 'stake');
    const moved: Ticket = {
      ...combo,
      bets: combo.bets.map((b) => ({
        ...b,
        selections: b.selections.map((s) => ({ ...s, odds: 3, acceptedOdds: 3 })),
      })),
    };
    expect(betBonusesKeyOf(staked)).toEqual(betBonusesKeyOf(combo));
    expect(betBonusesKeyOf(moved)).toEqual(betBonusesKeyOf(combo));
    expect(betBonusesKeyOf(slip(1, 3))).not.toEqual(betBonusesKeyOf(combo));
    const singles = changeBetType(combo, 'single', {
      ...OPTIONS,
      multiSingleAvailableByProvider: { betradar: true },
    }).ticket;
    expect(betBonusesKeyOf(singles)).not.toEqual(betBonusesKeyOf(combo));
    expect(betBonusesQueryOptions(combo, 'ar').queryKey).toEqual([
      'sportsbook',
      'bonuses',
      'bets',
      'ar',
      betBonusesKeyOf(combo),
    ]);
  });
});
