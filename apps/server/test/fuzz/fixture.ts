/**
 * What the fuzz suites' valid requests refer to: a signed-in test-payment player with money, a
 * bet, a share code and a deposit on the server under test, and hints naming them by field.
 */
import type { FuzzCase, Hint, Json } from './schema';
import type { Answer, Send } from './harness';
import { isMarketAllowed } from '@sportsbook/betting/catalog/status';

const SESSION_COOKIE = 'sportsbook_session';
const P = '/api/platform';
const V2 = '/api/sportsbook/v2';
const V3 = '/api/sportsbook/v3';
const DEV = '/api/dev';
const PASSWORD = 'correct horse 1';

/** What the valid requests refer to: real rows of the server under test. */
export interface Fixture {
  cookie: string;
  email: string;
  playerId: string;
  /** A prematch match bets are placed on, and its first open outcome. */
  matchId: number;
  categoryId: number;
  tournamentId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  odds: number;
  /** Another match for the dev control routes (they may start, finish or settle it). */
  devMatchId: number;
  betId: string;
  shareCode: string;
  depositId: string;
  /** A jackpot shown (the demo one), its first level, a hit of the player and an open prediction. */
  jackpotId: string;
  levelCode: string;
  hitId: string;
  predictionId: string;
  /** The player's freebet from the demo promo code WELCOME10 ('none' without the demo seed). */
  bonusId: string;
  /** The player's racing launch token (the demo provider page), 'none' when racing is off. */
  launchToken: string;
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}): FuzzCase => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
  label: 'setup',
});
const get = (url: string): FuzzCase => ({ method: 'GET', url, headers: {}, label: 'setup' });

async function expectOk(send: Send, request: FuzzCase, cookie?: string): Promise<Answer> {
  const answer = await send(request, cookie);
  if (answer.status >= 300)
    throw new Error(
      `fuzz setup ${request.method} ${request.url}: ${answer.status} ${answer.body.slice(0, 300)}`,
    );
  return answer;
}

const jsonOf = <T>(answer: Answer): T => JSON.parse(answer.body) as T;

interface MatchLike {
  id: number;
  category: { id: number };
  tournament: { id: number };
}
interface MarketLike {
  market_id: number;
  specifier: string;
  status: number;
  outcomes: { outcome_id: string; odds: number; active: boolean }[];
}

/**
 * Signs up a test-payment player (confirmed through the dev outbox link), funds it by quick
 * deposit and makes one of each thing the routes refer to.
 */
export async function prepareFixture(
  send: Send,
  email: string,
  /** Matches to bet on; by default the first bettable prematch ones the list gives. */
  matchIds?: number[],
): Promise<Fixture> {
  const signUp = await expectOk(
    send,
    post(`${P}/users`, {
      email,
      password: PASSWORD,
      currency: 'EUR',
      country: 'DE',
      terms_accepted: true,
    }),
  );
  const cookie = signUp.setCookie
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('fuzz setup: sign-up set no session cookie');
  const playerId = jsonOf<{ id: string }>(signUp).id;
  const outbox = jsonOf<{ link: string | null }[]>(
    await expectOk(send, get(`${DEV}/outbox?to=${encodeURIComponent(email)}`)),
  );
  const link = outbox.find((m) => m.link?.includes('confirmation_token'))?.link;
  const confirmation = link ? new URL(link).searchParams.get('confirmation_token') : null;
  if (confirmation)
    await expectOk(
      send,
      get(`${P}/users/confirmation?confirmation_token=${encodeURIComponent(confirmation)}`),
    );
  await expectOk(
    send,
    post(`${P}/player/quick_deposit`, { amount: 200_00, currency: 'EUR' }),
    cookie,
  );
  // the feed may move a price between reading it and placing: take the current one
  await expectOk(send, post(`${V2}/settings`, { auto_accept_odds_change: 'any' }), cookie);

  const ids =
    matchIds?.map((id) => `id=${id}`).join('&') ?? 'type=match&bettable=true&match_status=0';
  const list = jsonOf<{ data: MatchLike[] }>(
    await expectOk(send, get(`${V2}/matches?${ids}&limit=20`)),
  ).data;
  const open: { match: MatchLike; market: MarketLike; outcome: MarketLike['outcomes'][number] }[] =
    [];
  for (const match of list) {
    const markets = jsonOf<{ data: MarketLike[] }>(
      await expectOk(send, get(`${V2}/matches/${match.id}/markets`)),
    ).data;
    const market = markets.find(
      (m) => isMarketAllowed(m.status) && m.outcomes.some((o) => o.active),
    );
    const outcome = market?.outcomes.find((o) => o.active);
    if (market && outcome) open.push({ match, market, outcome });
    if (open.length === 2) break;
  }
  const [bet, dev] = open;
  if (!bet || !dev) throw new Error('fuzz setup: two prematch matches with open markets needed');
  const selection = {
    match_id: bet.match.id,
    market_id: bet.market.market_id,
    specifier: bet.market.specifier,
    outcome_id: bet.outcome.outcome_id,
    odds: bet.outcome.odds,
  };
  const single = {
    type: 'single',
    stake: { value: 100, currency: 'EUR' },
    selections: [selection],
  };
  const placed = jsonOf<{ data: { bet_id: string }[] }>(
    await expectOk(
      send,
      post(`${V3}/bets`, {
        meta: { device_id: 'fuzz', quick: false, type: 'single' },
        bets: [single],
      }),
      cookie,
    ),
  );
  const shared = jsonOf<{ data: { code: string } }>(
    await expectOk(send, post(`${V3}/bets/share-code`, { bets: [single] })),
  );
  // hostile return URLs, where the server still takes them: the provider form redirects there
  const hostile = await send(
    post(`${P}/player/deposits`, {
      amount: 10_00,
      currency: 'EUR',
      return_urls: { success: '/\n/x', error: '/\t/evil.example/x', pending: '/\u00e9/\r' },
    }),
    cookie,
  );
  const deposit = jsonOf<{ id: string }>(
    hostile.status === 201
      ? hostile
      : await expectOk(
          send,
          post(`${P}/player/deposits`, { amount: 10_00, currency: 'EUR' }),
          cookie,
        ),
  );
  // the demo jackpot and prediction (seeded), and a hit forced for the player when the dev API is on
  const jackpot = jsonOf<{ data: { id: string }[] }>(await expectOk(send, get(`${V2}/jackpots`)))
    .data[0];
  const jackpotId = jackpot?.id ?? 'none';
  const levelCode = jackpotId === 'jp_demo' ? 'minor' : 'none';
  const forced = await send(
    post(`${DEV}/jackpots/${jackpotId}/hit`, {
      player_id: playerId,
      level_code: levelCode,
      status: 'approved',
    }),
  );
  const hitId = forced.status === 201 ? jsonOf<{ data: { id: string } }>(forced).data.id : 'none';
  const prediction = jsonOf<{ data: { id: string }[] }>(await expectOk(send, get(`${V2}/vote`)))
    .data[0];
  // the demo seed's promo code gives the player a freebet the /bonuses routes can name
  const promo = await send(post(`${V2}/bonuses/promo-code`, { code: 'WELCOME10' }), cookie);
  const bonusId = promo.status === 200 ? jsonOf<{ data: { id: string } }>(promo).data.id : 'none';
  // the virtual wallet's demo provider page of the player, and a bet there its settle route names
  const launched = await send(
    post('/api/virtual-wallet/racing/launch', { app: 'desktop' }),
    cookie,
  );
  const launchToken =
    launched.status === 200
      ? (/\/demo\/([\w-]+)/.exec(jsonOf<{ url: string }>(launched).url)?.[1] ?? 'none')
      : 'none';
  if (launchToken !== 'none')
    await send(
      post(`/api/virtual-wallet/demo/${launchToken}/bet`, {
        pick: 'northern-star',
        stake: 100,
        transaction_id: 'fuzz_bet_0001',
      }),
    );
  return {
    launchToken,
    jackpotId,
    levelCode,
    hitId,
    predictionId: prediction?.id ?? 'none',
    cookie,
    email,
    playerId,
    matchId: bet.match.id,
    categoryId: bet.match.category.id,
    tournamentId: bet.match.tournament.id,
    marketId: bet.market.market_id,
    specifier: bet.market.specifier,
    outcomeId: bet.outcome.outcome_id,
    odds: bet.outcome.odds,
    devMatchId: dev.match.id,
    betId: placed.data[0]?.bet_id ?? 'none',
    shareCode: shared.data.code,
    depositId: deposit.id,
    bonusId,
  };
}

/** Valid values by field name, so the valid request of a route reaches past "not found". */
export function fixtureHints(f: Fixture): Hint {
  return (route, path) => {
    const [part, ...rest] = path;
    const name = rest[rest.length - 1];
    if (route.url.includes('/bonuses/') && part === 'params' && name === 'kind') return 'freebets';
    if (route.url.includes('/bonuses/') && name === 'freebet_id') return f.bonusId;
    if (route.url.includes('/virtual-wallet/')) {
      if (name === 'token') return f.launchToken;
      if (name === 'provider') return 'racing';
      if (name === 'pick') return 'northern-star';
      if (name === 'stake') return 100;
      if (name === 'round_id') return 'fuzz_bet_0001';
      if (name === 'transaction_id') return 'fuzz_tx_0001';
      if (name === 'app') return 'desktop';
      if (name === 'outcome') return 'lost';
    }
    if (part === 'params' && name === 'id') {
      if (route.url.includes('/jackpots/')) return f.jackpotId;
      if (route.url.includes('/jackpot-hits/')) return f.hitId;
      if (route.url.includes('/predictions/')) return f.predictionId;
      // the operator's campaign calls (state, issue, finish) on the seeded demo tournament
      if (route.url.includes('/operator/campaigns/')) return 'bc_demo_tournament';
      if (route.url.startsWith(DEV)) return f.devMatchId;
      if (route.url.includes('/bonuses/')) return f.bonusId;
      if (route.url.includes('/categories/')) return f.categoryId;
      if (route.url.includes('/tournaments/')) return f.tournamentId;
      if (route.url.includes('/payments/')) return f.depositId;
      return f.matchId;
    }
    if (route.url.startsWith(DEV) && name === 'match_id') return f.devMatchId;
    if (name === 'results') return { [f.outcomeId]: 'win_entire' };
    // a limit the fuzz may really set: a session, activity or exclusion limit would end its session
    if (route.url.includes('/user_limits') && name === 'type') return 'reality_check';
    if (part === 'params' && name === 'code' && route.url.includes('/levels/')) return f.levelCode;
    const byName: Record<string, Json> = {
      jackpot_id: f.jackpotId,
      level_code: f.levelCode,
      player_id: f.playerId,
      prediction_id: f.predictionId,
      choice: 'home',
      matchId: f.matchId,
      match_id: f.matchId,
      market_id: f.marketId,
      specifier: f.specifier,
      outcome_id: f.outcomeId,
      odds: f.odds,
      currency: 'EUR',
      bet_id: f.betId,
      to_cashout: 1,
      device_id: 'fuzz',
      code: f.shareCode,
      login: f.email,
      password: PASSWORD,
      locale: 'en',
      country: 'DE',
      amount: 10_00,
    };
    if (typeof name === 'string' && name in byName) return byName[name];
    if (name === 'value' && rest.includes('stake')) return 100;
    if (rest[0] === 'channels' && typeof name === 'number') return `sportsbook:en`;
    return undefined;
  };
}
