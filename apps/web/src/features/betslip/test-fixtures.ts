import type { Market, Match } from '@sportsbook/betting/catalog/types';
import { selectionFromOutcome } from '@sportsbook/betting/ticket/selection';
import { CURRENCIES } from '@sportsbook/betting/money/currency';
import type { Selection } from '@sportsbook/betting/ticket/types';
import type { SlipEnv } from './slip-env';

export const match = (
  id: number,
): Pick<Match, 'id' | 'urnId' | 'slug' | 'status' | 'sportKey' | 'nameA' | 'nameB'> => ({
  id,
  urnId: `sr:match:${id}`,
  slug: `home-${id}-away-${id}`,
  status: 0,
  sportKey: 'soccer',
  nameA: `Home ${id}`,
  nameB: `Away ${id}`,
});

export const market = (
  matchId: number,
  odds: [number, number, number],
  status: Market['status'] = 1,
): Market => ({
  matchUrnId: `sr:match:${matchId}`,
  marketId: 1,
  name: '1X2',
  status,
  specifier: '',
  provider: 'betradar',
  outcomes: (['1', '2', '3'] as const).map((outcomeId, i) => ({
    id: `sr:match:${matchId}/1/${outcomeId}/`,
    outcomeId,
    name: ['Home', 'Draw', 'Away'][i] ?? '',
    active: true,
    odds: odds[i] ?? 2,
  })),
});

export const selection = (
  matchId: number,
  outcomeIndex: 0 | 1 | 2,
  odds: [number, number, number] = [2, 3, 4],
): Selection => {
  const m = market(matchId, odds);
  const outcome = m.outcomes[outcomeIndex];
  if (!outcome) throw new Error('no outcome');
  return selectionFromOutcome({
    match: match(matchId),
    market: m,
    outcome,
    categoryName: 'England',
  });
};

export const OPTIONS = {
  currency: 'EUR',
  subunits: 100,
  multiSingleAvailableByProvider: {},
} as const;

/** An in-memory Storage. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

/** A slip environment for component tests: an anonymous bettor in EUR, odds as decimals. */
export const slipEnv = (extra: Partial<SlipEnv> = {}): SlipEnv => ({
  locale: 'en',
  isLoggedIn: false,
  currency: CURRENCIES.EUR,
  balance: null,
  stakePresets: [],
  acceptMode: 'any',
  setAcceptMode: () => undefined,
  multiSingleAvailableByProvider: {},
  betLimits: null,
  askSignIn: () => undefined,
  formatOdds: (odds) => odds.toFixed(2),
  deviceId: 'device-1',
  ...extra,
});
