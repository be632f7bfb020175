/**
 * Runs the bad-input corpus over a route table through any transport (Fastify inject, or HTTP
 * against the running pair): sets up a signed-in player with money, a bet, a share code and a
 * deposit so the valid requests reach deep, then checks every answer: never 5xx, and every 4xx
 * in the API's error shape `{code, message, details?}` without a stack.
 */
import {
  casesFor,
  otherMethodCases,
  seededRandom,
  DEFAULT_BUDGET,
  type FuzzBudget,
  type FuzzCase,
  type FuzzRoute,
  type Hint,
  type Json,
} from './corpus';

export interface Answer {
  status: number;
  contentType: string;
  body: string;
  setCookie: string[];
}

/** Sends one request; `cookie` is the session cookie header value, when signed in. */
export type Send = (request: FuzzCase, cookie?: string) => Promise<Answer>;

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
  const token = signUp.setCookie
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!token) throw new Error('fuzz setup: sign-up set no session cookie');
  const cookie = token;
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
    const market = markets.find((m) => m.status === 1 && m.outcomes.some((o) => o.active));
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
  const deposit = jsonOf<{ id: string }>(
    await expectOk(send, post(`${P}/player/deposits`, { amount: 10_00, currency: 'EUR' }), cookie),
  );
  return {
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
  };
}

/** Valid values by field name, so the valid request of a route reaches past "not found". */
export function fixtureHints(f: Fixture): Hint {
  return (route, path) => {
    const [part, ...rest] = path;
    const name = rest[rest.length - 1];
    if (part === 'params' && name === 'id') {
      if (route.url.startsWith(DEV)) return f.devMatchId;
      if (route.url.includes('/categories/')) return f.categoryId;
      if (route.url.includes('/tournaments/')) return f.tournamentId;
      if (route.url.includes('/payments/')) return f.depositId;
      return f.matchId;
    }
    if (route.url.startsWith(DEV) && name === 'match_id') return f.devMatchId;
    if (name === 'results') return { [f.outcomeId]: 'win_entire' };
    const byName: Record<string, Json> = {
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

/** Routes a page may answer with an HTML document, errors included (browser pages). */
const HTML_ROUTES = [/\/payments\/demo\/:id$/, /\/matches\/:id\/tracker$/];

/** Why an answer is wrong, or null: 5xx, or a 4xx that is not `{code, message, details?}`. */
export function problemOf(route: FuzzRoute | null, answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return null;
  if (
    answer.contentType.startsWith('text/html') &&
    route &&
    HTML_ROUTES.some((r) => r.test(route.url))
  )
    return null;
  if (!answer.contentType.startsWith('application/json'))
    return `${answer.status} with content type "${answer.contentType}"`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${answer.status} with a body that is not JSON`;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return `${answer.status} with a body that is not an object`;
  const error = body as Record<string, unknown>;
  // spec §7: place-bet refusals carry numeric codes (101, 120) and `data`; forms carry `errors`
  const codeOk =
    (typeof error.code === 'string' && !error.code.startsWith('FST_')) ||
    typeof error.code === 'number';
  if (!codeOk || typeof error.message !== 'string')
    return `${answer.status} without {code, message}`;
  const extra = Object.keys(error).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length > 0) return `${answer.status} with foreign keys ${extra.join(', ')}`;
  if (/\n\s+at /.test(answer.body)) return `${answer.status} with a stack`;
  return null;
}

const ERROR_KEYS = new Set(['code', 'message', 'details', 'data', 'errors']);

export interface Failure {
  route: string;
  label: string;
  request: string;
  problem: string;
  answer: string;
}

export interface FuzzReport {
  sent: number;
  /** Routes whose requests were sent, `METHOD url`. */
  routes: Set<string>;
  /** Answers by status class, e.g. {"4xx": 5000, "2xx": 30}. */
  statuses: Record<string, number>;
  failures: Failure[];
}

export const emptyReport = (): FuzzReport => ({
  sent: 0,
  routes: new Set(),
  statuses: {},
  failures: [],
});

const short = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}…` : text);

async function sendChecked(
  send: Send,
  route: FuzzRoute | null,
  request: FuzzCase,
  report: FuzzReport,
  cookie?: string,
): Promise<Answer | null> {
  const name = route ? `${route.method} ${route.url}` : request.url;
  report.sent++;
  report.routes.add(name);
  let answer: Answer;
  try {
    answer = await send(request, cookie);
  } catch (error) {
    report.failures.push({
      route: name,
      label: request.label,
      request: `${request.method} ${short(request.url)}`,
      problem: 'no answer',
      answer: String(error),
    });
    return null;
  }
  const status = `${Math.floor(answer.status / 100)}xx`;
  report.statuses[status] = (report.statuses[status] ?? 0) + 1;
  const problem = problemOf(route, answer);
  if (problem)
    report.failures.push({
      route: name,
      label: request.label,
      request: `${request.method} ${short(request.url)} ${cookie ? '(signed in) ' : ''}${short(request.body ?? '', 200)}`,
      problem,
      answer: short(answer.body, 300),
    });
  return answer;
}

/** Routes a fuzz run covers: every route but the automatic HEAD twins of GET routes. */
export function fuzzableRoutes(routes: readonly FuzzRoute[]): FuzzRoute[] {
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
}

export interface FuzzOptions {
  seed: number;
  /** Headers a route needs to get past its gate (e.g. the push API key), added to every case. */
  gateHeaders?: (route: FuzzRoute) => Record<string, string>;
  budget?: FuzzBudget;
  /** Requests in flight at once (1 for inject keeps the order reproducible). */
  concurrency?: number;
}

/**
 * Sends every route's bad requests anonymously, then again with the session for routes whose
 * valid request answered 401 (so player routes are fuzzed past the sign-in check).
 */
export async function fuzzRoutes(
  routes: readonly FuzzRoute[],
  send: Send,
  fixture: Fixture,
  { seed, budget = DEFAULT_BUDGET, concurrency = 1, gateHeaders = () => ({}) }: FuzzOptions,
  report: FuzzReport = emptyReport(),
): Promise<FuzzReport> {
  const random = seededRandom(seed);
  const hint = fixtureHints(fixture);
  const signedIn: FuzzRoute[] = [];
  const signOut = (route: FuzzRoute) => route.url.endsWith('/sign_out');
  const run = async (route: FuzzRoute, cases: FuzzCase[], cookie?: string) => {
    for (let i = 0; i < cases.length; i += concurrency)
      await Promise.all(
        cases.slice(i, i + concurrency).map((c) => sendChecked(send, route, c, report, cookie)),
      );
  };
  const casesOf = (route: FuzzRoute) =>
    casesFor(route, hint, random, budget).map((c) => ({
      ...c,
      headers: { ...gateHeaders(route), ...c.headers },
    }));
  for (const route of fuzzableRoutes(routes)) {
    const cases = casesOf(route);
    const [valid, ...bad] = cases;
    if (!valid) continue;
    const answer = await sendChecked(send, route, valid, report);
    if (answer?.status === 401 && !signOut(route)) signedIn.push(route);
    await run(route, bad);
  }
  for (const route of signedIn) await run(route, casesOf(route), fixture.cookie);
  for (const request of otherMethodCases(routes)) await sendChecked(send, null, request, report);
  return report;
}

/** The failures grouped by route and problem, with one example request each. */
export function describeFailures(report: FuzzReport, seed: number, max = 60): string {
  const groups = new Map<string, Failure[]>();
  for (const f of report.failures) {
    const key = `${f.route}: ${f.problem}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const lines = [...groups].slice(0, max).map(([key, list]) => {
    const first = list[0] as Failure;
    const labels = [...new Set(list.map((f) => f.label))].slice(0, 6).join(' | ');
    return `${key} ×${list.length} [${labels}]\n    ${first.request}\n    -> ${first.answer}`;
  });
  const more = groups.size > max ? `\n… and ${groups.size - max} more groups` : '';
  return `FUZZ_SEED=${seed}: ${report.failures.length} bad answers of ${report.sent} requests\n${lines.join('\n')}${more}`;
}
