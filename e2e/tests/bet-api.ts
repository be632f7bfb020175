import { expect, type Page, type TestInfo } from '@playwright/test';
import { confirmEmail } from './confirm-email';

// Bets through the real pair's API for e2e tests: a funded player, a fixed-odds prematch pick per
// test slot, placement with the player's session and settlement through the dev control API.

export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';
export const PASSWORD = 'MyBets-pass-2026';

interface WireMatch {
  id: number;
}
interface WireMarket {
  market_id: number;
  specifier: string;
  status: number;
  outcomes: { outcome_id: string; active: boolean }[];
}

/**
 * Signs up a test-payment player, confirms its email (quick deposit needs it) and funds the EUR
 * account by quick deposit (minor units).
 */
export async function signUpFunded(page: Page, amount: number): Promise<string> {
  const email = `mybets-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
  const res = await page.request.post('/api/platform/users', {
    data: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_accepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  await confirmEmail(page.request, email);
  const deposit = await page.request.post('/api/platform/player/quick_deposit', {
    data: { amount, currency: 'EUR' },
  });
  expect(await deposit.json()).toMatchObject({ status: 'success' });
  return email;
}

/** The page's own next session check (spec §9), or its reality-check "continue", answering. */
export const sessionCheck = (page: Page, path: '' | '/continue' = '') =>
  page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname.endsWith(`/sportsbook_sessions${path}`) &&
      r.request().method() === 'POST',
  );

/**
 * Moves the player's sign-in and sportsbook sessions `seconds` into the past through the dev API:
 * the spec §3 time limits and the reality check come due without minutes of waiting.
 */
export async function rewindSessions(email: string, seconds: number): Promise<void> {
  const res = await fetch(`${apiUrl}/api/dev/players/rewind`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, seconds }),
  });
  expect(res.status, await res.text()).toBe(200);
}

// prematch soccer matches, newest ids first: each test of each project takes its own slot, so
// settling one test's match never touches another test's bet
let matchIds: Promise<number[]> | undefined;
function prematchMatches(): Promise<number[]> {
  matchIds ??= fetch(
    `${apiUrl}/api/sportsbook/v2/matches?type=match&sport_key=soccer&match_status=0&sort_by=id&limit=500`,
  )
    .then((res) => res.json() as Promise<{ data: WireMatch[] }>)
    .then((body) => body.data.map((m) => m.id).sort((a, b) => b - a));
  return matchIds;
}

export interface Pick {
  matchId: number;
  outcomeId: string;
}

/**
 * The home outcome of the 1x2 market of the match in `slot`, its odds fixed at 2.00 through the
 * dev API (which also takes the match out of the simulation, so nothing else moves it).
 */
export async function pickAt(testInfo: TestInfo, slot: number): Promise<Pick> {
  const ids = await prematchMatches();
  const offset = testInfo.project.name === 'mobile' ? 16 : 0;
  for (let i = slot + offset; i < ids.length; i += 32) {
    const matchId = ids[i];
    if (matchId === undefined) break;
    const res = await fetch(`${apiUrl}/api/sportsbook/v2/matches/${matchId}/markets?market_id=1`);
    const body = (await res.json()) as { data: WireMarket[] };
    const market = body.data.find((m) => m.market_id === 1 && m.specifier === '' && m.status === 1);
    const outcome = market?.outcomes.find((o) => o.active);
    if (!outcome) continue;
    await setOdds({ matchId, outcomeId: outcome.outcome_id }, 2);
    return { matchId, outcomeId: outcome.outcome_id };
  }
  throw new Error(`no open prematch soccer match for slot ${slot}`);
}

/** Sets the odds of the pick's outcome through the dev control API (pushed like a feed change). */
export async function setOdds(pick: Pick, odds: number): Promise<void> {
  const res = await fetch(`${apiUrl}/api/dev/matches/${pick.matchId}/odds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ market_id: 1, specifier: '', outcome_id: pick.outcomeId, odds }),
  });
  expect(res.status, await res.text()).toBe(200);
}

/**
 * Places one bet at 2.00 per selection through the API: a single for one pick, a combo for
 * several, a system with `systemId`; `stake` in minor units. @returns the bet id
 */
export async function placeBet(
  page: Page,
  picks: Pick[],
  stake: number,
  systemId?: string,
): Promise<string> {
  const type = systemId ? 'system' : picks.length === 1 ? 'single' : 'combo';
  const res = await page.request.post('/api/sportsbook/v3/bets', {
    headers: { 'idempotency-key': `mybets-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      meta: { device_id: 'e2e-mybets', quick: false, type },
      bets: [
        {
          type,
          stake: { value: stake, currency: 'EUR' },
          ...(systemId ? { system_id: systemId } : {}),
          selections: picks.map((pick) => ({
            match_id: pick.matchId,
            market_id: 1,
            specifier: '',
            outcome_id: pick.outcomeId,
            odds: 2,
          })),
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: { bet_id: string }[] };
  const id = body.data[0]?.bet_id;
  if (!id) throw new Error('no bet placed');
  return id;
}

/** Settles the 1x2 market of the pick's match: its outcome wins or loses. */
export async function settle(pick: Pick, result: 'win_entire' | 'lose_entire'): Promise<void> {
  const res = await fetch(`${apiUrl}/api/dev/matches/${pick.matchId}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      markets: [{ market_id: 1, specifier: '', results: { [pick.outcomeId]: result } }],
    }),
  });
  expect(res.status, await res.text()).toBe(200);
}
