/**
 * The requests of a route: its valid request (from the route's JSON Schemas and hints), then one
 * request per bad value of the corpus in each place. Seeded: the same seed and routes give the
 * same requests. No server code here: the suite against the pair reuses it.
 */
import { BAD_BODIES, BAD_HEADERS, BAD_JSON, BAD_QUERIES, BAD_URL_VALUES } from './corpus';
import {
  sample,
  type FuzzCase,
  type FuzzRoute,
  type Hint,
  type Json,
  type JsonSchema,
} from './schema';

/** Small seeded PRNG (mulberry32): the seed printed by a suite reproduces its run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bad values that decode to text with NUL or an unpaired surrogate (URL, JSON). */
const UNSAFE_URL_TEXT = /%00/;
const UNSAFE_JSON_TEXT = /\\u0000|\\ud[89ab]|\\ud[c-f]/i;

/** `count` items of `all` chosen by `random`, always keeping the first `keep`. */
function pick<T>(all: readonly T[], count: number, random: () => number, keep = 0): T[] {
  const kept = Math.min(keep, count);
  const head = all.slice(0, kept);
  const rest = all.slice(kept);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j] as T, rest[i] as T];
  }
  return [...head, ...rest.slice(0, count - kept)];
}

type Path = (string | number)[];

/** Every place of a valid body to break: present fields (set or delete) and absent optional ones. */
function bodyPaths(schema: JsonSchema, value: Json, path: Path, out: Path[]): void {
  out.push(path);
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternative) return bodyPaths(alternative, value, path, out);
  if (Array.isArray(value)) {
    value.forEach((item, i) => bodyPaths(schema.items ?? {}, item, [...path, i], out));
  } else if (value !== null && typeof value === 'object') {
    const keys = new Set([...Object.keys(value), ...Object.keys(schema.properties ?? {})]);
    for (const key of keys) {
      const child = value[key];
      if (child === undefined) out.push([...path, key]);
      else bodyPaths(schema.properties?.[key] ?? {}, child, [...path, key], out);
    }
  }
}

const RAW = '\u0001raw\u0001';

/** JSON text of `value` with the value at `path` replaced by raw JSON text (or removed). */
function withRaw(value: Json, path: Path, raw: string | null): string {
  if (path.length === 0) return raw ?? '';
  const copy = structuredClone(value);
  let parent: Json = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string, Json>)[key] as Json;
  const last = path[path.length - 1] as string | number;
  if (raw === null) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete (parent as Record<string, Json>)[last];
    return JSON.stringify(copy);
  }
  (parent as Record<string, Json>)[last] = RAW;
  return JSON.stringify(copy).replace(JSON.stringify(RAW), () => raw);
}

const asText = (value: Json | undefined): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? 1);

function queryString(query: Json): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value])
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(asText(one))}`);
  }
  return parts.join('&');
}

/** How many bad values each field gets, and how many whole-request breakages each route gets
 * (the first few of each corpus always). */
export interface FuzzBudget {
  perParam: number;
  perQueryField: number;
  perBodyPath: number;
  queries: number;
  bodies: number;
  headers: number;
}

export const DEFAULT_BUDGET: FuzzBudget = {
  perParam: 24,
  perQueryField: 10,
  perBodyPath: 10,
  queries: BAD_QUERIES.length,
  bodies: BAD_BODIES.length,
  headers: BAD_HEADERS.length,
};

/** The valid request of a route and the bad ones derived from it. */
export function casesFor(
  route: FuzzRoute,
  hint: Hint,
  random: () => number,
  budget: FuzzBudget = DEFAULT_BUDGET,
): FuzzCase[] {
  const at = (part: string) => (path: readonly (string | number)[]) => hint(route, [part, ...path]);
  const params = route.params ? sample(route.params, at('params')) : {};
  const query = route.querystring ? sample(route.querystring, at('querystring')) : {};
  const body = route.body ? sample(route.body, at('body')) : undefined;
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const pathWith = (override: Record<string, string> = {}) =>
    route.url.replace(/:(\w+)/g, (_, name: string) => {
      const given = override[name];
      if (given !== undefined) return given;
      const value = (params as Record<string, Json>)[name];
      return encodeURIComponent(asText(value));
    });
  const validPath = pathWith();
  const validQuery = queryString(query);
  const url = (path: string, q: string) => (q ? `${path}?${q}` : path);
  const json = { 'content-type': 'application/json' };
  const hasBody = body !== undefined || !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const validBody = body === undefined ? (hasBody ? '{}' : undefined) : JSON.stringify(body);
  const base = (label: string, patch: Partial<FuzzCase>): FuzzCase => ({
    method: route.method,
    url: url(validPath, validQuery),
    headers: validBody === undefined ? {} : { ...json },
    ...(validBody === undefined ? {} : { body: validBody }),
    label,
    ...patch,
  });
  const cases: FuzzCase[] = [base('valid', {})];

  for (const name of names)
    for (const bad of pick(BAD_URL_VALUES, budget.perParam, random, 6))
      cases.push(
        base(`param ${name}=${bad.slice(0, 40)}`, {
          url: url(pathWith({ [name]: bad }), validQuery),
          unsafeText: route.params !== undefined && UNSAFE_URL_TEXT.test(bad),
        }),
      );

  const queryKeys = Object.keys(route.querystring?.properties ?? {});
  for (const key of queryKeys) {
    const others = validQuery
      .split('&')
      .filter((part) => part && !part.startsWith(`${encodeURIComponent(key)}=`));
    for (const bad of pick(BAD_URL_VALUES, budget.perQueryField, random, 6))
      cases.push(
        base(`query ${key}=${bad.slice(0, 40)}`, {
          url: url(validPath, [...others, `${key}=${bad}`].join('&')),
          unsafeText: UNSAFE_URL_TEXT.test(bad),
        }),
      );
  }
  const someKey = queryKeys[Math.floor(random() * queryKeys.length)] ?? 'q';
  for (const bad of pick(BAD_QUERIES, budget.queries, random, 3)) {
    const q = bad.replaceAll('{key}', someKey);
    cases.push(
      base(`query ${q.slice(0, 60)}`, {
        url: url(validPath, [validQuery, q].filter(Boolean).join('&')),
      }),
    );
  }

  if (route.body && body !== undefined) {
    const paths: Path[] = [];
    bodyPaths(route.body, body, [], paths);
    for (const path of paths) {
      const where = path.join('.') || '(body)';
      if (path.length > 0)
        cases.push(base(`body ${where} removed`, { body: withRaw(body, path, null) }));
      for (const bad of pick(BAD_JSON, budget.perBodyPath, random, 7))
        cases.push(
          base(`body ${where}=${bad.slice(0, 40)}`, {
            body: withRaw(body, path, bad),
            unsafeText: UNSAFE_JSON_TEXT.test(bad),
          }),
        );
    }
    cases.push(
      base('body extra field', { body: withRaw(body, ['zz_extra'], '{"__proto__":{"x":1}}') }),
    );
  }
  if (hasBody)
    for (const bad of pick(BAD_BODIES, budget.bodies, random, 3))
      cases.push(
        base(`body ${bad.label}`, {
          body: bad.body,
          headers: { 'content-type': bad.type ?? 'application/json' },
        }),
      );

  for (const headers of pick(BAD_HEADERS, budget.headers, random, 2))
    cases.push(
      base(`header ${Object.keys(headers).join(',')}`, {
        headers: { ...(validBody === undefined ? {} : json), ...headers },
      }),
    );
  return cases;
}

/** Requests with methods a path does not serve (404 in the API's shape, never 5xx). */
export function otherMethodCases(routes: readonly FuzzRoute[]): FuzzCase[] {
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  const served = new Map<string, Set<string>>();
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '1');
    served.set(path, (served.get(path) ?? new Set()).add(route.method));
  }
  const cases: FuzzCase[] = [];
  for (const [path, own] of served)
    for (const method of methods.filter((m) => !own.has(m)))
      cases.push({ method, url: path, headers: {}, label: `unserved method ${method}` });
  return cases;
}
