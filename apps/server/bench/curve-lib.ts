// Shared by the curve targets of bench/curves (run with tsx by bench/server-target.mjs): timing of
// requests through the real routes (Fastify inject), progress on stderr, the answer on stdout.
import { performance } from 'node:perf_hooks';
import { sql, type Logger } from 'drizzle-orm';
import type { App } from '@/app';
import type { Database } from '@/db/client';

/** A progress line for the bench's notes (stdout carries only the answer). */
export const progress = (message: string): void => void process.stderr.write(`${message}\n`);

/** The target's answer: one JSON line on stdout, read by bench/server-target.mjs. */
export const answer = (result: unknown): void =>
  void process.stdout.write(`${JSON.stringify(result)}\n`);

/** A positive integer from the environment, or the default. */
export function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** A comma list of positive integers from the environment, or the default. */
export function envInts(name: string, fallback: number[]): number[] {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const values = raw.split(',').map((s) => Number(s.trim()));
  if (values.some((v) => !Number.isInteger(v) || v <= 0))
    throw new Error(`${name} must be a comma list of positive integers`);
  return values;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Nearest-rank percentile of sorted samples. */
const at = (sorted: number[], p: number) =>
  round2(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);

/** p50 and p95 (ms) of `n` runs one after another, after `warmup` runs not counted. */
export async function timed(
  run: (i: number) => Promise<void>,
  { warmup, n }: { warmup: number; n: number },
): Promise<{ p50: number; p95: number; n: number }> {
  for (let i = 0; i < warmup; i += 1) await run(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    await run(i);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: at(samples, 50), p95: at(samples, 95), n };
}

/** GET through the app's routes; anything but a 200 stops the curve (a wrong figure is worse). */
export async function getJson<T>(app: App, url: string, cookie?: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

/** Rows of a raw statement (PGlite answers `{ rows }`, postgres.js a list). */
export async function query<T>(db: Database, text: string): Promise<T[]> {
  const result: unknown = await db.execute(sql.raw(text));
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/** A statement as the app issued it. */
export interface Statement {
  query: string;
  params: unknown[];
}

/**
 * A drizzle logger that keeps the statements issued while `recording` runs (off otherwise), so
 * the plans explained are those of the routes' own SQL.
 */
export function statementRecorder() {
  let kept: Statement[] | null = null;
  const logger: Logger = {
    logQuery: (query, params) => void kept?.push({ query, params }),
  };
  return {
    logger,
    async recording(run: () => Promise<unknown>): Promise<Statement[]> {
      kept = [];
      try {
        await run();
        return kept;
      } finally {
        kept = null;
      }
    },
  };
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** A statement with its parameters written in (a custom plan, as PGlite's unnamed statements). */
export const inline = ({ query: text, params }: Statement): string =>
  text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));

/** EXPLAIN ANALYZE of a statement, as its text lines. */
export async function explain(db: Database, text: string): Promise<string[]> {
  const rows = await query<{ 'QUERY PLAN': string }>(db, `explain analyze ${text}`);
  return rows.map((r) => r['QUERY PLAN']);
}

/** Milliseconds of one run. */
export async function elapsed(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return round2(performance.now() - t0);
}
