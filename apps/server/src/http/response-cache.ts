import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Caches serialized JSON answers of public catalogue reads until the data changes. Writers (the
 * feed, the control API) call `bump()` after each commit, so an answer is never older than the
 * database; under load, concurrent identical requests share one computation.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Promise<string>>();

  /**
   * @param validate check each computed answer against its response schema (off in production,
   *   where the per-request cost matters and the tests have already held the contract)
   */
  constructor(
    private readonly validate: boolean,
    private readonly maxEntries = 500,
  ) {}

  /** The data changed: every cached answer is stale. */
  bump(): void {
    this.entries.clear();
  }

  /** The JSON of `compute()` for `key`, computed once per data version. */
  json(key: string, schema: z.ZodType, compute: () => Promise<unknown>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const body = compute().then((value) =>
      JSON.stringify(this.validate ? schema.parse(value) : value),
    );
    // a failed computation is not kept: the next request tries again
    body.catch(() => {
      if (this.entries.get(key) === body) this.entries.delete(key);
    });
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, body);
    return body;
  }

  /** Sends the cached JSON of `key`, skipping per-request serialization. */
  async send(
    reply: FastifyReply,
    key: string,
    schema: z.ZodType,
    compute: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const body = await this.json(key, schema, compute);
    return reply
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => String(payload))
      .send(body);
  }
}
