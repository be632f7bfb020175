/**
 * Bad-input corpus of the fuzz suites: from a route's JSON Schemas (GET /api/dev/routes, or
 * describeRoute on an app's route table) it builds a valid request, then requests that break one
 * thing each (a path param, a query value, a body field, the whole body, a header). Seeded: the
 * same seed and routes give the same requests. No server code here: the pair suite reuses it.
 */

/** The parts of a JSON Schema (as z.toJSONSchema writes it) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A route as the route table describes it. */
export interface FuzzRoute {
  method: string;
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
}

/** One request: `url` is already percent-encoded (bad encodings are the point). */
export interface FuzzCase {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** What was broken, for the failure report. */
  label: string;
}

/** A valid value for a field the schema alone cannot invent (a real match id, a bet id...). */
export type Hint = (route: FuzzRoute, path: readonly (string | number)[]) => Json | undefined;

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

/** `count` items of `all` chosen by `random`, always keeping the first `keep`. */
function pick<T>(all: readonly T[], count: number, random: () => number, keep = 0): T[] {
  const head = all.slice(0, keep);
  const rest = all.slice(keep);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j] as T, rest[i] as T];
  }
  return [...head, ...rest.slice(0, Math.max(0, count - keep))];
}

const nested = (open: string, close: string, depth: number, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

/**
 * Bad JSON values, as JSON text so that values JSON.stringify cannot write (1e400, -0, 2^53+1,
 * deep nesting) reach the parser as sent. The first ones are always tried.
 */
export const BAD_JSON: readonly string[] = [
  '2147483648',
  '9007199254740991',
  '1e308',
  '"a\\u0000b"',
  '"\\ud800"',
  '"NaN"',
  '9007199254740993',
  '-1',
  '0',
  'null',
  '{}',
  '[]',
  '"x"',
  'true',
  '-0',
  '1.5',
  '2147483647',
  '-2147483649',
  '4294967296',
  '-9007199254740993',
  '1e400',
  '-1e308',
  '5e-324',
  '""',
  '" "',
  '"\\u0000"',
  '"\\udfff"',
  '"x\\udc00\\ud800y"',
  '"Infinity"',
  '"-Infinity"',
  '"1e309"',
  '"2147483648"',
  '"9007199254740993"',
  '"-1"',
  '"0x10"',
  `"${'x'.repeat(100_000)}"`,
  `"${'\\u0000'.repeat(1_000)}"`,
  '[null]',
  '[{}]',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '"__proto__"',
  '"constructor"',
  '"hasOwnProperty"',
  '"<script>alert(1)</script>"',
  `"' OR 1=1 --"`,
  '"../../../etc/passwd"',
  '"%00"',
  '"\\u202e\\u0644"',
  '"😀"',
  '"/\\t/evil.example/x"',
  '"/\\n/x"',
  '"javascript:alert(1)"',
  '"//evil.example"',
  '"http://[::1"',
  nested('[', ']', 5_000),
  nested('{"a":', '}', 3_000),
  `[${'1,'.repeat(20_000)}1]`,
];

/** Bad path segments and query values, percent-encoded as sent (some encodings are invalid). */
export const BAD_URL_VALUES: readonly string[] = [
  '2147483648',
  '9007199254740993',
  '1e308',
  'a%00b',
  '%ED%A0%80',
  'NaN',
  '-1',
  '0',
  '%',
  '1.5',
  '2147483647',
  '-2147483649',
  '4294967296',
  '9007199254740991',
  '99999999999999999999999',
  '1e309',
  '1e3',
  '0x10',
  '0b11',
  'Infinity',
  '-Infinity',
  '%00',
  '%20',
  '%C0%80',
  '%FF',
  '%zz',
  '%E0%A4%A',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '..',
  '%2e%2e%2f%2e%2e',
  'true',
  'null',
  '%5B%5D',
  '%7B%7D',
  '1,2,,3',
  '%3Cscript%3E',
  'x'.repeat(99),
  'x'.repeat(2_000),
  '',
];

/** Query strings that break the query as a whole; `{key}` is a field of the route's query. */
const BAD_QUERIES: readonly string[] = [
  '{key}=1&{key}=2&{key}=%00',
  '{key}[]=1',
  '{key}[a][b]=1',
  '__proto__[polluted]=1',
  '__proto__=1',
  'constructor[prototype][polluted]=1',
  'a[b][c][d][e][f][g]=1',
  '&&&==&=',
  '%=1',
  '%zz=%zz',
  '{key}=%ED%A0%80&x=%FF',
  Array.from({ length: 1_000 }, (_, i) => `k${i}=${i}`).join('&'),
  `{key}=${'9'.repeat(5_000)}`,
];

/** Whole bodies that are not the JSON object a route reads. */
const BAD_BODIES: readonly { label: string; body: string; type?: string }[] = [
  { label: 'invalid JSON', body: '{"a":' },
  { label: 'trailing comma', body: '{"a":1,}' },
  { label: 'single quotes', body: "{'a':1}" },
  { label: 'NaN literal', body: '{"a":NaN}' },
  { label: 'bad escape', body: '{"a":"\\x00"}' },
  { label: 'raw NUL', body: '{"a":"\u0000"}' },
  { label: 'empty JSON body', body: '' },
  { label: 'null body', body: 'null' },
  { label: 'array body', body: '[]' },
  { label: 'string body', body: '"x"' },
  { label: 'number body', body: '1e400' },
  { label: 'duplicate keys', body: '{"a":1,"a":2}' },
  { label: 'prototype keys', body: '{"__proto__":{"polluted":1},"constructor":{"prototype":{}}}' },
  { label: 'deep arrays', body: nested('[', ']', 100_000, '') },
  { label: 'deep objects', body: nested('{"a":', '}', 20_000) },
  { label: '1 MB body', body: `{"x":"${'x'.repeat(1024 * 1024)}"}` },
  { label: 'big array body', body: `[${'0,'.repeat(120_000)}0]` },
  { label: 'text/plain', body: '{}', type: 'text/plain' },
  { label: 'xml', body: '<a/>', type: 'application/xml' },
  { label: 'multipart', body: '--x--', type: 'multipart/form-data; boundary=x' },
  {
    label: 'form',
    body: 'a=1&__proto__[x]=1&%zz=%ED%A0%80',
    type: 'application/x-www-form-urlencoded',
  },
  { label: 'utf-16 JSON', body: '{}', type: 'application/json; charset=utf-16' },
  { label: 'broken content type', body: '{}', type: 'application/json;;;=' },
  { label: 'upper-case content type', body: '{}', type: 'APPLICATION/JSON' },
  { label: 'vendor JSON', body: '{}', type: 'application/vnd.api+json' },
  { label: 'two content types', body: '{}', type: 'application/json, text/plain' },
  { label: 'octet stream', body: '\u0000\u0001\u0002', type: 'application/octet-stream' },
];

/** Headers the servers read, with bad values. */
const BAD_HEADERS: readonly Record<string, string>[] = [
  { 'accept-language': 'x'.repeat(8_000) },
  { 'accept-language': ';;,,q=,-,__proto__' },
  { 'x-country': 'ZZZ' },
  { 'x-country': '__proto__' },
  { origin: 'null' },
  { origin: 'http://[' },
  { origin: 'http://evil.example' },
  { 'x-forwarded-host': ',,, ,' },
  { 'x-forwarded-for': 'not-an-ip, , 999.1.1.1' },
  { 'x-forwarded-proto': 'gopher' },
  { cookie: `sportsbook_session=${'x'.repeat(6_000)}` },
  { cookie: ';;=;=x;sportsbook_session' },
  { cookie: 'sportsbook_session=%ff%00; sportsbook_session=x' },
  { 'idempotency-key': 'short' },
  { 'idempotency-key': 'x'.repeat(300) },
  { 'x-api-key': 'x'.repeat(5_000) },
  { authorization: 'apikey ' },
  { authorization: 'Bearer ' + 'a.'.repeat(2_000) },
];

const FIXED_STRINGS = [
  'en',
  'EUR',
  'DE',
  'abcd1234',
  '2/3',
  'football',
  'match',
  'x',
  '1',
  '+4915112345678',
  'fuzz@test.example',
];

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'date-time') return '2026-11-22T12:00:00Z';
  if (schema.format === 'email') return 'fuzz@test.example';
  const min = Math.max(1, schema.minLength ?? 1);
  const max = schema.maxLength ?? Number.MAX_SAFE_INTEGER;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = FIXED_STRINGS.find((s) => fits(s) && pattern.test(s));
    if (found) return found;
  }
  return 'x'.repeat(Math.min(min, max));
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** A valid value of `schema` (required fields only), asking `hint` first at every path. */
export function sample(
  schema: JsonSchema,
  hint: (path: readonly (string | number)[]) => Json | undefined,
  path: readonly (string | number)[] = [],
): Json {
  const hinted = hint(path);
  if (hinted !== undefined) return hinted;
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum?.length) return schema.enum[0] as Json;
  if (schema.default !== undefined) return schema.default as Json;
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternative) return sample(alternative, hint, path);
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const key of schema.required ?? [])
        out[key] = sample(schema.properties?.[key] ?? {}, hint, [...path, key]);
      if (!schema.properties && typeof schema.additionalProperties === 'object') {
        const key = sampleString(schema.propertyNames ?? {});
        out[key] = sample(schema.additionalProperties, hint, [...path, key]);
      }
      return out;
    }
    case 'array': {
      const items = schema.items ?? {};
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, (_, i) =>
        sample(items, hint, [...path, i]),
      );
    }
    case 'integer': {
      const low =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(low, schema.maximum ?? low);
    }
    case 'number':
      return schema.exclusiveMinimum !== undefined
        ? schema.exclusiveMinimum + 0.5
        : (schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema);
    default:
      return 'x';
  }
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
  perBodyPath: 8,
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
      for (const bad of pick(BAD_JSON, budget.perBodyPath, random, 6))
        cases.push(base(`body ${where}=${bad.slice(0, 40)}`, { body: withRaw(body, path, bad) }));
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
