import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl, control, type WireMatch } from './betslip-helpers';

// Bonus bets through the real pair's API for the issue 15 settlement e2e: players on their own
// request context, matches no other spec touches, bets with a bonus, settlement by the dev API.

export const V2 = '/api/sportsbook/v2';

/** The EUR cash balance of the player of `request`, in minor units. */
export async function cashBalance(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/platform/player/accounts');
  expect(res.status()).toBe(200);
  const list = (await res.json()) as { currency: string; balance: number }[];
  return list.find((a) => a.currency === 'EUR')?.balance ?? -1;
}

interface HeldBonus {
  id: string;
  bonus_type: string;
  status: string;
  amount?: number;
  boost_multiplier?: number | null;
  issued: { user_status: string } | null;
  farming?: { points: number };
}

/** The player's bonuses (GET /bonuses; the first call issues the auto-issued campaigns). */
export async function bonuses(request: APIRequestContext, type?: string): Promise<HeldBonus[]> {
  const res = await request.get(`${V2}/bonuses${type ? `?type=${type}` : ''}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: HeldBonus[] }).data;
}

/** The issued id of the player's bonus of `type` (hunting, tournament, lootbox...). */
export async function heldId(request: APIRequestContext, type: string): Promise<string> {
  const [held] = await bonuses(request, type);
  if (!held) throw new Error(`the player holds no ${type}`);
  return held.id;
}

/** Redeems a promo code, activating its bonus when it asks to be. @returns the issued bonus id */
export async function redeem(request: APIRequestContext, code: string): Promise<string> {
  const res = await request.post(`${V2}/bonuses/promo-code`, { data: { code } });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: HeldBonus };
  if (data.issued?.user_status === 'available') {
    const activated = await request.post(`${V2}/bonuses/${data.id}/activate`);
    expect(activated.status(), await activated.text()).toBe(200);
  }
  return data.id;
}

/** A main-market outcome kept open (out of the simulation) at fixed odds. */
export interface Leg {
  match: WireMatch;
  outcomeId: string;
  outcomeName: string;
  odds: number;
}

/** Pins the match's main market open and sets its first outcome's odds through the dev API. */
export async function legAt(
  request: APIRequestContext,
  match: WireMatch,
  odds: number,
): Promise<Leg> {
  const market = match.main_market;
  const outcome = market?.outcomes[0];
  if (!market || !outcome) throw new Error(`no main market in ${match.slug}`);
  await control(request, `/providers/${match.provider}`, { status: 'active' });
  await control(request, `/matches/${match.id}/market-status`, {
    market_id: market.market_id,
    specifier: market.specifier,
    suspended: false,
  });
  await control(request, `/matches/${match.id}/odds`, {
    market_id: market.market_id,
    specifier: market.specifier,
    outcome_id: outcome.outcome_id,
    odds,
  });
  return { match, outcomeId: outcome.outcome_id, outcomeName: outcome.name, odds };
}

/** Places one single or combo of `legs` with `bonus` through the API. @returns the bet id */
export async function placeWithBonus(
  request: APIRequestContext,
  legs: readonly Leg[],
  stake: number,
  bonus: { id: string; type: string; odds?: number },
): Promise<string> {
  const type = legs.length === 1 ? 'single' : 'combo';
  const res = await request.post('/api/sportsbook/v3/bets', {
    headers: { 'idempotency-key': `bonus-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      meta: { device_id: 'e2e-bonus', quick: false, type },
      bets: [
        {
          type,
          stake: { value: stake, currency: 'EUR' },
          bonus,
          selections: legs.map((leg) => ({
            match_id: leg.match.id,
            market_id: leg.match.main_market?.market_id,
            specifier: leg.match.main_market?.specifier,
            outcome_id: leg.outcomeId,
            odds: leg.odds,
          })),
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const id = ((await res.json()) as { data: { bet_id: string }[] }).data[0]?.bet_id;
  if (!id) throw new Error('no bet placed');
  return id;
}

/** Settles the leg's main market: its outcome wins or loses (the others lose). */
export async function settleLeg(
  request: APIRequestContext,
  leg: Leg,
  result: 'win_entire' | 'lose_entire',
) {
  const market = leg.match.main_market;
  await control(request, `/matches/${leg.match.id}/settle`, {
    markets: [
      {
        market_id: market?.market_id,
        specifier: market?.specifier,
        results: { [leg.outcomeId]: result },
      },
    ],
  });
}

/** Tests of this spec that run side by side; each settles only matches of its own slot. */
export const SLOTS = 6;

/** A betradar match whose main market has outcomes to pick (the pool openMatches draws from). */
const isOpenBetradar = (m: WireMatch) =>
  m.main_market !== null && m.main_market.outcomes.length >= 2 && m.provider === 'betradar';

/**
 * Open betradar matches (prematch 0, live 1) of one slot (match id mod {@link SLOTS}; null: any,
 * for live matches, which only one test settles and are fewer) that the other specs leave alone:
 * not the first or last ones of either project's half of `openMatches`' list, not the 48 newest
 * prematch soccer ids `bet-api.pickAt` walks. Slots by id stay apart while matches kick off or
 * are settled (a list index would shift).
 */
export async function slotMatches(
  request: APIRequestContext,
  status: 0 | 1,
  slot: number | null,
  count: number,
): Promise<WireMatch[]> {
  const res = await request.get(
    `${apiUrl}/api/sportsbook/v2/matches?type=match&match_status=${status}&limit=100`,
  );
  const open = ((await res.json()) as { data: WireMatch[] }).data.filter(isOpenBetradar);
  const half = Math.floor(open.length / 2);
  // the other specs take up to the 8th and the 4th from last prematch match, the first and the
  // last live one, of their project's half
  const [head, tail] = status === 0 ? [10, 6] : [2, 2];
  const others = [open.slice(0, half), open.slice(half)].flatMap((part) => [
    ...part.slice(0, head),
    ...part.slice(-tail),
  ]);
  const soccer = await request.get(
    `${apiUrl}/api/sportsbook/v2/matches?type=match&sport_key=soccer&match_status=0&sort_by=id&limit=500`,
  );
  const newest = ((await soccer.json()) as { data: WireMatch[] }).data
    .map((m) => m.id)
    .sort((a, b) => b - a)
    .slice(0, 48);
  const taken = new Set([...others.map((m) => m.id), ...newest]);
  // the next page too: the other specs see only the first, and a slot may run short there
  const more = await request.get(
    `${apiUrl}/api/sportsbook/v2/matches?type=match&match_status=${status}&limit=100&page=2`,
  );
  const later = ((await more.json()) as { data: WireMatch[] }).data.filter(isOpenBetradar);
  const mine = [...open, ...later].filter(
    (m) => !taken.has(m.id) && (slot === null || m.id % SLOTS === slot),
  );
  if (mine.length < count) throw new Error(`only ${mine.length} free matches in slot ${slot}`);
  return mine.slice(0, count);
}
