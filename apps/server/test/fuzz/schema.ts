/**
 * Route descriptions as the route table gives them (JSON Schemas of params, query and body) and
 * a valid value of a schema, so each bad request breaks one thing of an otherwise valid one.
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
  /** Text with NUL or an unpaired surrogate in a part the route has a schema for: must be 4xx. */
  unsafeText?: boolean;
}

/** A valid value for a field the schema alone cannot invent (a real match id, a bet id...). */
export type Hint = (route: FuzzRoute, path: readonly (string | number)[]) => Json | undefined;

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
