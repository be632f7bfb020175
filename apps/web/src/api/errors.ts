import type { FieldErrorWire } from '@sportsbook/contract/platform';

/** The `status` of an ApiError when no HTTP answer arrived (network failure, timeout). */
export const NO_ANSWER_STATUS = 0;

/** Machine codes the client itself produces (the server's own codes arrive in the error body). */
export const CLIENT_ERROR_CODES = {
  network: 'network_error',
  timeout: 'timeout',
  invalidResponse: 'invalid_response',
} as const;

interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: unknown;
  cause?: unknown;
  /** The answer's JSON body as sent, for calls whose errors carry more than `{code, message}`. */
  body?: unknown;
  fieldErrors?: Readonly<Record<string, readonly FieldErrorWire[]>>;
  /** The request's URL (the response's, when one arrived) and method, for error reporting. */
  url?: string;
  method?: string;
  /** What was sent, attached to a reported failure (spec §8). */
  requestBody?: unknown;
}

/**
 * Every failed call surfaces as one ApiError: `status` 0 when no HTTP answer arrived,
 * `code` the server's machine code (or a client code above), never a raw fetch error.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** The answer's JSON body as sent (undefined without one), e.g. a place-bet refusal. */
  readonly body: unknown;
  /** Per-field errors of a rejected form (422 `validation_failed`); empty otherwise. */
  readonly fieldErrors: Readonly<Record<string, readonly FieldErrorWire[]>>;
  /** Spec §8: a reported HTTP failure carries the response URL, response and request bodies. */
  readonly url: string | undefined;
  readonly method: string | undefined;
  readonly requestBody: unknown;

  constructor({
    status,
    code,
    message,
    details,
    cause,
    body,
    fieldErrors,
    url,
    method,
    requestBody,
  }: ApiErrorInit) {
    super(message, { cause });
    this.status = status;
    this.code = code;
    this.details = details;
    this.body = body;
    this.fieldErrors = fieldErrors ?? {};
    this.url = url;
    this.method = method;
    this.requestBody = requestBody;
  }

  /** The answer's `localized_message` (spec §8 error alert), when it sent one. */
  get localizedMessage(): string | undefined {
    const body = this.body as {
      localized_message?: unknown;
      data?: { localized_message?: unknown };
    };
    const text = body?.localized_message ?? body?.data?.localized_message;
    return typeof text === 'string' && text.trim() !== '' ? text : undefined;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** What the failed request was, for error reporting. */
export interface RequestFacts {
  method?: string;
  requestBody?: unknown;
}

/** Turns a non-2xx response into an ApiError, reading the `{code, message, details}` body when sent. */
export async function errorFromResponse(
  response: Response,
  request: RequestFacts = {},
): Promise<ApiError> {
  const facts = { url: response.url || undefined, ...request };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  // the schemas load on the first failed call (issue 18: zod is not in the first load)
  const [{ apiErrorSchema }, { formErrorSchema }] = await Promise.all([
    import('@sportsbook/contract/common'),
    import('@sportsbook/contract/platform'),
  ]);
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const form = formErrorSchema.safeParse(body);
    return new ApiError({
      status: response.status,
      ...parsed.data,
      body,
      ...(form.success ? { fieldErrors: form.data.errors } : {}),
      ...facts,
    });
  }
  return new ApiError({
    status: response.status,
    code: `http_${response.status}`,
    message: response.statusText || `Request failed with status ${response.status}`,
    body,
    ...facts,
  });
}

/** Cancelled requests are ignored everywhere (spec §8): they are rethrown untouched. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Turns what fetch() threw into an ApiError (a timeout or an unreachable host). */
export function errorFromFetchFailure(
  error: unknown,
  request: RequestFacts & { url?: string } = {},
): ApiError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ApiError({
      status: NO_ANSWER_STATUS,
      code: CLIENT_ERROR_CODES.timeout,
      message: 'The request timed out',
      cause: error,
      ...request,
    });
  }
  return new ApiError({
    status: NO_ANSWER_STATUS,
    code: CLIENT_ERROR_CODES.network,
    message: 'The server could not be reached',
    cause: error,
    ...request,
  });
}
