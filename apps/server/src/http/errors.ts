import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorWire } from '@sportsbook/contract/common';
import type { ErrorReporter } from './error-reporter';

/** An error a route throws on purpose: its status, machine code and message reach the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Extra answer headers, e.g. Retry-After of a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A field error of a rejected form: a machine code and a message in the request's language. */
export interface FieldError {
  code: string;
  message: string;
}

/** A rejected form: 422 `{code: 'validation_failed', message, errors: {field: [...]}}`. */
export class FormError extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, FieldError[]>,
  ) {
    super(message);
    this.name = 'FormError';
  }
}

/** One failed check of a request's schema: where (body, querystring...), which path, why. */
export interface ValidationDetail {
  in: string | undefined;
  path: string;
  message: string | undefined;
}

/**
 * A request that failed its zod schema, as the 400 `invalid_request` reports it: every failed
 * path, and a message naming the first; null for any other error.
 */
export function validationFailure(
  error: FastifyError,
): { message: string; details: ValidationDetail[] } | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const details = error.validation.map((v) => ({
    in: error.validationContext,
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message,
  }));
  const first = details[0];
  const message = first
    ? `Invalid ${first.in} ${first.path || 'value'}: ${first.message}`
    : 'Invalid request';
  return { message, details };
}

const errorBody = (code: string, message: string, details?: unknown): ApiErrorWire =>
  details === undefined ? { code, message } : { code, message, details };

/**
 * Every failure answers JSON `{code, message, details?}`; 5xx never leak internals and go to
 * error reporting when a reporter is configured (issue 17).
 */
export function registerErrorHandlers(app: FastifyInstance, reporter?: ErrorReporter): void {
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const invalid = validationFailure(error);
    if (invalid)
      return reply.code(400).send(errorBody('invalid_request', invalid.message, invalid.details));
    if (error instanceof FormError) {
      return reply
        .code(422)
        .send({ code: 'validation_failed', message: error.message, errors: error.errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's and plugins' client errors (bad JSON, body too large, wrong content type)
      return reply.code(status).send(errorBody(clientErrorCode(error, status), error.message));
    }
    request.log.error({ err: error }, 'request failed');
    reporter?.capture(error, { method: request.method, url: request.url });
    // a header the route set may be what failed (a Location with a newline): answer without any
    for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
    return reply.code(500).send(errorBody('internal_error', 'Something went wrong on our side'));
  });
}

function clientErrorCode(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'invalid_json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
  }
  return STATUS_CODE_NAMES[status] ?? 'bad_request';
}

const STATUS_CODE_NAMES: Record<number, string> = {
  404: 'not_found',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
};

/** An error answer written straight to a socket whose request never reached a route. */
function socketAnswer(status: number, code: string, message: string): string {
  const body = JSON.stringify(errorBody(code, message));
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * Fastify options that put the errors raised before any route runs in the API's shape too: a
 * URL that does not decode, a path parameter over the length limit, and requests Node's HTTP
 * parser refuses (malformed, headers too large, too slow).
 */
export const errorShapeOptions = {
  frameworkErrors: (error: FastifyError, _request: unknown, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_BAD_URL')
      return reply.code(400).send(errorBody('invalid_url', 'The URL does not decode'));
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
      return reply.code(414).send(errorBody('uri_too_long', 'A path segment is too long'));
    return reply.code(500).send(errorBody('internal_error', 'Something went wrong on our side'));
  },
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const answer =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? socketAnswer(408, 'request_timeout', 'The request took too long to arrive')
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? socketAnswer(431, 'headers_too_large', 'The request headers are too large')
          : socketAnswer(400, 'bad_request', 'The request is not valid HTTP');
    if (socket.writable) socket.write(answer);
    socket.destroy(error);
  },
};
