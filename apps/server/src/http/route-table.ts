import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** One route as registered: method, URL pattern and the schemas of what it reads. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

/** A route described for clients: the JSON Schemas of its params, query string and body. */
export interface RouteDescription {
  method: string;
  url: string;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, filled as routes register (the fuzz suites read it). */
    routeTable: RegisteredRoute[];
  }
}

const routeDescriptionSchema = z.object({
  method: z.string(),
  url: z.string(),
  params: z.unknown().optional(),
  querystring: z.unknown().optional(),
  body: z.unknown().optional(),
});

// a schema that is not zod (or cannot be written as JSON Schema) reads as "anything"
function jsonSchemaOf(schema: unknown): unknown {
  if (!(schema instanceof z.ZodType)) return schema === undefined ? undefined : {};
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

/** The JSON Schemas of a route's inputs (converted on demand: building an app stays cheap). */
export function describeRoute({ method, url, schema }: RegisteredRoute): RouteDescription {
  const description: RouteDescription = { method, url };
  for (const part of ['params', 'querystring', 'body'] as const) {
    const json = jsonSchemaOf(schema?.[part]);
    if (json !== undefined) description[part] = json;
  }
  return description;
}

/**
 * Records every route registered after this call in `app.routeTable`, so tests and the dev API
 * list the routes the app really serves (a new route is fuzzed without anyone listing it).
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url, schema: route.schema });
  });
}

/** GET /api/dev/routes: the route table (dev API only: it maps the whole attack surface). */
export const routeTableRoutes =
  (table: readonly RegisteredRoute[]): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/routes',
      { schema: { response: { 200: z.array(routeDescriptionSchema) } } },
      async () => table.map(describeRoute),
    );
  };
