import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReportListSchema } from '@sportsbook/contract/error-reporting';
import { HttpError } from '@/http/errors';
import { envelopeKey, parseEnvelope } from './envelope';
import type { ErrorSink } from './sink';

/** Content types the SDKs post envelopes with (the browser's avoids a CORS preflight). */
const ENVELOPE_TYPES = ['text/plain', 'application/x-sentry-envelope', 'application/octet-stream'];

/** The biggest envelope accepted: the sink is for errors, not attachments. */
export const MAX_ENVELOPE_BYTES = 256 * 1024;

const ingestParams = z.object({ project: z.string().regex(/^\d{1,20}$/, 'a numeric project id') });
const ingestQuery = z.object({
  sentry_key: z.string().max(64).optional(),
  sentry_version: z.string().max(8).optional(),
  sentry_client: z.string().max(100).optional(),
});

/**
 * Sentry's ingest endpoint (POST /api/{project}/envelope/), answering like Sentry (`{id}`), with
 * the DSN key checked; what arrives goes to the bounded sink. Mounted only with ERROR_SINK_KEY.
 */
export const errorSinkIngestRoutes =
  (sink: ErrorSink, key: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      ENVELOPE_TYPES,
      { parseAs: 'buffer', bodyLimit: MAX_ENVELOPE_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/api/:project/envelope',
      {
        bodyLimit: MAX_ENVELOPE_BYTES,
        schema: {
          params: ingestParams,
          querystring: ingestQuery,
          response: { 200: z.object({ id: z.string().nullable() }) },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          throw new HttpError(400, 'invalid_envelope', 'The body is not an envelope');
        const parsed = parseEnvelope(body);
        const header = parsed.ok ? parsed.envelope.header : null;
        const auth = request.headers['x-sentry-auth'];
        const given = envelopeKey(
          request.query.sentry_key,
          typeof auth === 'string' ? auth : undefined,
          header,
        );
        if (given !== key) throw new HttpError(401, 'invalid_key', 'Unknown DSN key');
        if (!parsed.ok) throw new HttpError(400, 'invalid_envelope', parsed.reason);
        sink.add(request.params.project, parsed.envelope.items);
        const eventId = parsed.envelope.header.event_id;
        return { id: typeof eventId === 'string' ? eventId.slice(0, 64) : null };
      },
    );
  };

const listQuery = z.object({
  type: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .optional(),
});

/** Dev API (only with DEV_API_ENABLED): what the sink holds, and a way to empty it. */
export const errorSinkDevRoutes =
  (sink: ErrorSink): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/error-reports',
      { schema: { querystring: listQuery, response: { 200: errorReportListSchema } } },
      async (request) => sink.list(request.query.type),
    );
    app.delete('/error-reports', async (_request, reply) => {
      sink.clear();
      return reply.code(204).send();
    });
  };
