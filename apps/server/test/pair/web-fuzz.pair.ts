/**
 * The fuzz corpus against the running pair `npm test` starts (scripts/test.mjs runs this after
 * the e2e tests): every server route from the server's own table (GET /api/dev/routes), through
 * the web's API proxy where the web serves it and straight to the server otherwise, and every
 * page and route handler of the web's build manifest. Any 5xx fails, with route, input and answer.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { seededRandom, type FuzzBudget } from '../fuzz/cases';
import { BAD_URL_VALUES } from '../fuzz/corpus';
import { prepareFixture, type Fixture } from '../fuzz/fixture';
import {
  describeFailures,
  emptyReport,
  fuzzableRoutes,
  fuzzRoutes,
  type Answer,
  type Send,
} from '../fuzz/harness';
import type { FuzzCase, FuzzRoute } from '../fuzz/schema';

const webUrl = process.env.E2E_BASE_URL;
const serverUrl = process.env.E2E_API_URL;
if (!webUrl || !serverUrl)
  throw new Error('E2E_BASE_URL and E2E_API_URL name the pair: run it with `npm test`');
// FUZZ_SEED=<seed printed by a failed run> reproduces it
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** The web's build output: its route table is the app-path manifest. */
const WEB_MANIFEST = new URL('../../../web/.next/app-path-routes-manifest.json', import.meta.url);
/** Paths the web proxies to the backends (src/api/forward.ts). */
const PROXIED = ['/api/sportsbook/', '/api/platform/', '/api/virtual-wallet/'];

async function httpSend(base: string, request: FuzzCase, cookie?: string): Promise<Answer> {
  const headers = { ...request.headers };
  if (cookie && headers.cookie === undefined) headers.cookie = cookie;
  const res = await fetch(`${base}${request.url}`, {
    method: request.method,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    body: await res.text(),
    setCookie: res.headers.getSetCookie(),
  };
}

/** Through the web when the web proxies the path, else straight to the server. */
const send: Send = (request, cookie) =>
  httpSend(
    PROXIED.some((prefix) => request.url.startsWith(prefix)) ? (webUrl ?? '') : (serverUrl ?? ''),
    request,
    cookie,
  );

/** Fewer cases than the inject suite (a request through the web costs ~20x more): still every
 * route, every param, field and kind of breakage, with fewer bad values each. */
const WEB_BUDGET: FuzzBudget = {
  perParam: 6,
  perQueryField: 2,
  perBodyPath: 2,
  queries: 4,
  bodies: 8,
  headers: 4,
};

let routes: FuzzRoute[];
let fixture: Fixture;

beforeAll(async () => {
  const res = await fetch(`${serverUrl}/api/dev/routes`);
  expect(res.status, 'the pair runs with the dev API on').toBe(200);
  routes = (await res.json()) as FuzzRoute[];
  fixture = await prepareFixture(send, `fuzz-web-${seed}@test.example`);
  console.log(`web fuzz seed ${seed} (FUZZ_SEED=${seed} reproduces this run)`);
});

describe('server routes through the web proxy', () => {
  test('no bad input answers 5xx and every 4xx is {code, message, details?}', async () => {
    const report = emptyReport();
    // the dev control API would end the matches other suites use: the inject suite covers it
    const reachable = routes.filter((r) => !r.url.startsWith('/api/dev/'));
    await fuzzRoutes(
      reachable,
      send,
      fixture,
      { seed, concurrency: 8, budget: WEB_BUDGET },
      report,
    );
    console.log(
      `web fuzz (API): ${report.sent} requests over ${report.routes.size} routes, answers ${JSON.stringify(report.statuses)}`,
    );
    expect(report.failures.length, describeFailures(report, seed)).toBe(0);
    for (const route of fuzzableRoutes(reachable))
      expect(report.routes).toContain(`${route.method} ${route.url}`);
    expect(report.sent).toBeGreaterThanOrEqual(2_000);
  }, 240_000);
});

/** `/[locale]/(home)` -> `/[locale]`: Next's route groups are not in the URL. */
function webRoutes(): string[] {
  const manifest = JSON.parse(readFileSync(WEB_MANIFEST, 'utf8')) as Record<string, string>;
  return [...new Set(Object.values(manifest))].filter((route) => !route.startsWith('/_'));
}

const VALID_SEGMENT: Record<string, string> = {
  locale: 'de',
  sport: 'soccer',
  slug: 'no-such-match',
  path: 'sportsbook/v2/sports',
};

const PAGE_QUERIES = [
  'page=1e308&status=2147483648&result=x',
  'modal=__proto__&confirmation_token=%00&payment=%ED%A0%80',
  `q=${'x'.repeat(4_000)}&%=%zz`,
];
const PAGE_HEADERS: Record<string, string>[] = [
  { cookie: 'theme=%ff; sportsbook_session=x; NEXT_LOCALE=__proto__' },
  {
    'accept-language': 'x'.repeat(6_000),
    'x-forwarded-host': ',,,',
    'x-forwarded-proto': 'gopher',
  },
];

describe('web pages and route handlers of the build manifest', () => {
  test('no bad path segment, query or header answers 5xx', async () => {
    const random = seededRandom(seed);
    const requests: { route: string; url: string; headers: Record<string, string> }[] = [];
    for (const route of webRoutes()) {
      const names = [...route.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1] as string);
      const fill = (override: Record<string, string> = {}) =>
        route.replace(
          /\[(?:\.\.\.)?(\w+)\]/g,
          (_, name: string) => override[name] ?? VALID_SEGMENT[name] ?? 'x',
        );
      requests.push({ route, url: fill(), headers: {} });
      for (const name of names)
        for (const bad of BAD_URL_VALUES.filter(() => random() < 0.15))
          requests.push({ route, url: fill({ [name]: bad }), headers: {} });
      for (const query of PAGE_QUERIES)
        requests.push({ route, url: `${fill()}?${query}`, headers: {} });
      for (const headers of PAGE_HEADERS) requests.push({ route, url: fill(), headers });
    }
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    const check = async ({ route, url, headers }: (typeof requests)[number]) => {
      try {
        const res = await fetch(`${webUrl}${url}`, {
          headers: { accept: 'text/html', ...headers },
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
        const body = await res.text();
        const status = `${Math.floor(res.status / 100)}xx`;
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (res.status >= 500)
          failures.push(
            `${route}: GET ${url.slice(0, 120)} ${JSON.stringify(headers).slice(0, 80)} -> ${res.status} ${body.slice(0, 200)}`,
          );
      } catch (error) {
        failures.push(`${route}: GET ${url.slice(0, 120)} -> no answer ${String(error)}`);
      }
    };
    for (let i = 0; i < requests.length; i += 4)
      await Promise.all(requests.slice(i, i + 4).map(check));
    console.log(
      `web fuzz (pages): ${requests.length} requests over ${webRoutes().length} routes, answers ${JSON.stringify(statuses)}`,
    );
    expect(failures, `FUZZ_SEED=${seed}\n${failures.slice(0, 40).join('\n')}`).toEqual([]);
  }, 300_000);
});
