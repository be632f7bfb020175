// Shared by `npm start`, `npm test` and the bench. Node built-ins only: this runs before any install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags headless Chromium needs here: no sandbox as root, no network calls of its own. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const log = (message) => console.log(`\x1b[36m[sportsbook]\x1b[0m ${message}`);

/** Runs a command to completion, streaming its output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args, options) {
  const code = run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/** Newest modification time of any file under the given paths (skipping build output). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === 'node_modules' || entry === '.next' || entry === 'dist') continue;
        visit(path.join(p, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(ROOT, p)));
  return newest;
}

const mtime = (p) => (existsSync(path.join(ROOT, p)) ? statSync(path.join(ROOT, p)).mtimeMs : 0);

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = mtime('node_modules/.package-lock.json');
  if (installed && installed >= mtime('package-lock.json')) return;
  log('installing dependencies (npm ci)…');
  mustRun('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Installs Debian's Chromium for the browser tests when it is absent. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  log(`${CHROMIUM_PATH} is missing: installing Debian's chromium…`);
  const root = process.getuid?.() === 0;
  const sudo = root ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    mustRun(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(root ? [] : ['apt-get']), ...args], {
      env,
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`chromium installed but ${CHROMIUM_PATH} not found`);
}

const SERVER_SOURCES = [
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/seed',
  'apps/server/build.mjs',
  'packages',
  'package-lock.json',
];
const WEB_SOURCES = [
  'apps/web/app',
  'apps/web/src',
  'apps/web/public',
  'apps/web/proxy.ts',
  'apps/web/instrumentation-client.ts',
  'apps/web/next.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages',
  'package-lock.json',
];

/** Builds the server bundle and the web when their sources are newer than the last build. */
export function ensureBuilt({ force = false } = {}) {
  if (force || mtime('apps/server/dist/main.js') < newestMtime(SERVER_SOURCES)) {
    log('building the server…');
    mustRun('npm', ['run', 'build', '-w', '@sportsbook/server']);
  }
  if (force || mtime('apps/web/.next/BUILD_ID') < newestMtime(WEB_SOURCES)) {
    log('building the web (next build)…');
    mustRun('npm', ['run', 'build', '-w', '@sportsbook/web'], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
  }
}

/** A port the OS reports free on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls a URL until it answers 2xx, the child dies, or the time runs out. */
export async function waitForUrl(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited (${child.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function prefixOutput(stream, label, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${label} ${line}\n`);
  });
}

/**
 * Starts the built server and web as child processes and waits until both answer (and the
 * server's demo host page, when given a port). Returns their URLs and a stop() that sends SIGTERM
 * and waits for both to exit.
 */
/**
 * Issue 17: both apps report errors to the server's own sink (POST /api/1/envelope/), whose DSN
 * key this names; `hosting` names the reported environment (`hosted-<hosting>`).
 */
export function errorSinkEnv(host, port, hosting, key = 'localerrorsink') {
  const dsnHost = host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    ERROR_SINK_KEY: key,
    SENTRY_DSN: `http://${key}@${dsnHost}:${port}/1`,
    HOSTING_ENVIRONMENT: hosting,
  };
}

export async function startPair({
  serverHost,
  serverPort,
  webHost,
  webPort,
  hostDemoPort = 0,
  env = {},
  /** Variables for the web only (the server keeps its own, e.g. TRUSTED_PROXIES). */
  webEnv = {},
  quiet = false,
}) {
  const serverUrl = `http://${serverHost}:${serverPort}`;
  const webUrl = `http://${webHost}:${webPort}`;
  const loopback = (host) => (host === '0.0.0.0' ? '127.0.0.1' : host);
  // the demo host page (issue 17): served by the server on its own port, framing the web
  const hostDemoUrl = hostDemoPort ? `http://${loopback(serverHost)}:${hostDemoPort}` : null;
  const pushHost = serverHost === '0.0.0.0' ? '127.0.0.1' : serverHost;
  const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env };
  const out = quiet ? null : process.stdout;

  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...baseEnv,
      SERVER_HOST: serverHost,
      SERVER_PORT: String(serverPort),
      HOST_DEMO_PORT: String(hostDemoPort),
      HOST_DEMO_FRAME_URL: baseEnv.HOST_DEMO_FRAME_URL ?? `http://${loopback(webHost)}:${webPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // apps/web/server.mjs is `next start` that also tells the app each request's socket address
  const web = spawn(process.execPath, ['server.mjs', '-H', webHost, '-p', String(webPort)], {
    cwd: path.join(ROOT, 'apps', 'web'),
    env: {
      ...baseEnv,
      SPORTSBOOK_API_URL: baseEnv.SPORTSBOOK_API_URL ?? `${serverUrl}/api/sportsbook`,
      PLATFORM_API_URL: baseEnv.PLATFORM_API_URL ?? `${serverUrl}/api/platform`,
      VIRTUAL_WALLET_API_URL: baseEnv.VIRTUAL_WALLET_API_URL ?? `${serverUrl}/api/virtual-wallet`,
      PUSH_URL: baseEnv.PUSH_URL ?? `ws://${pushHost}:${serverPort}/connection/websocket`,
      ...webEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs = [];
  for (const [child, label] of [
    [server, '\x1b[35m[server]\x1b[0m'],
    [web, '\x1b[33m[web]\x1b[0m'],
  ]) {
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => logs.push(chunk));
      if (out) prefixOutput(stream, label, out);
    }
  }

  const exited = (child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  const stop = async (signal = 'SIGTERM') => {
    for (const child of [web, server])
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => [web, server].forEach((c) => c.kill('SIGKILL')), 15_000);
    await Promise.all([exited(web), exited(server)]);
    clearTimeout(timer);
  };

  try {
    await waitForUrl(`${serverUrl}/health`, { child: server });
    if (hostDemoUrl) await waitForUrl(`${hostDemoUrl}/`, { child: server });
    await waitForUrl(`${webUrl}/`, { child: web });
  } catch (error) {
    await stop();
    if (quiet) process.stderr.write(logs.join(''));
    throw error;
  }
  return { server, web, serverUrl, webUrl, hostDemoUrl, stop, logs };
}
