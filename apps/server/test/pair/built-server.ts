/**
 * The built server (dist/main.js) as a child process on loopback, and a small JSON client for
 * suites that drive it over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server on loopback `port` with PGlite in `dataDir` and the dev API on; resolves
 * once /health answers (or rejects with the end of its output). Its output goes to `output`.
 */
export async function startBuiltServer(
  dataDir: string,
  port: number,
  output: string[],
): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SERVER_HOST: '127.0.0.1',
    SERVER_PORT: String(port),
    DATA_DIR: dataDir,
    DEV_API_ENABLED: 'true',
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    RATE_LIMIT_SCALE: '50',
  };
  // the pair's settings, not the test runner's (vitest sets NODE_ENV=test)
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output.join('').slice(-2_000)}`);
}

/** Resolves when the process has exited. */
export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface Client {
  base: string;
  cookie: string;
}

export async function call(
  client: Client,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${client.base}${url}`, {
    method,
    headers: {
      ...(client.cookie ? { cookie: client.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
}

export async function ok<T>(promise: Promise<{ status: number; json: unknown }>): Promise<T> {
  const { status, json } = await promise;
  if (status >= 300) throw new Error(`${status} ${JSON.stringify(json).slice(0, 300)}`);
  return json as T;
}

/** Every item of a paged list call. */
export async function allPages<T>(client: Client, url: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const { data, pagination } = await ok<{ data: T[]; pagination: { last_page: number } }>(
      call(client, 'GET', `${url}${url.includes('?') ? '&' : '?'}page=${page}&limit=500`),
    );
    items.push(...data);
    if (page >= pagination.last_page) return items;
  }
}
