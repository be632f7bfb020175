/**
 * Runs the bad-input corpus over a route table through any transport (Fastify inject, or HTTP
 * against the running pair), anonymous and signed in, and checks every answer: never 5xx, and
 * every 4xx in the API's error shape `{code, message, details?}` without a stack.
 */
import { casesFor, otherMethodCases, seededRandom, DEFAULT_BUDGET, type FuzzBudget } from './cases';
import { fixtureHints, type Fixture } from './fixture';
import type { FuzzCase, FuzzRoute } from './schema';

export interface Answer {
  status: number;
  contentType: string;
  body: string;
  setCookie: string[];
}

/** Sends one request; `cookie` is the session cookie header value, when signed in. */
export type Send = (request: FuzzCase, cookie?: string) => Promise<Answer>;

/** Routes a page may answer with an HTML document, errors included (browser pages). */
const HTML_ROUTES = [
  /\/payments\/demo\/:id$/,
  /\/matches\/:id\/tracker$/,
  // the virtual wallet's demo provider page and its forms (an ended launch shows a page)
  /\/virtual-wallet\/demo\/:token(\/bet|\/settle)?$/,
];

/** Why an answer is wrong, or null: 5xx, unsafe text taken, or a 4xx not `{code, message, details?}`. */
export function problemOf(
  route: FuzzRoute | null,
  request: FuzzCase,
  answer: Answer,
): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (request.unsafeText && answer.status < 400)
    return `took text with NUL or an unpaired surrogate (${answer.status})`;
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
  const problem = problemOf(route, request, answer);
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
