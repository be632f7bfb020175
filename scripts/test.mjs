// `npm test`: install what is missing (npm packages, Debian's chromium), then lint, format check,
// typecheck, dependency rules, unit/integration tests (Vitest), the first-load JS budget of the
// web build, end-to-end tests (Playwright in Chromium), then the web
// fuzz suite and the crash test (Vitest, `pair`) against a production build of the server + web
// pair on free loopback ports with a throw-away database.
// Ends with one line `N passed, N failed`, summed over every suite.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  CHROMIUM_PATH,
  ROOT,
  ensureBuilt,
  ensureChromium,
  ensureDependencies,
  errorSinkEnv,
  freePort,
  log,
  run,
  startPair,
} from './lib.mjs';

const argv = process.argv.slice(2);
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1]?.split(',') : null;
const wants = (suite) => !only || only.includes(suite);
const ARTIFACTS = path.join(ROOT, '.artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

/** One row per suite: how many passed and failed. */
const results = [];
const record = (suite, passed, failed, note = '') => {
  results.push({ suite, passed, failed, note });
  log(`${suite}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}`);
};
const check = (suite, command, args) => {
  log(`${suite}…`);
  const ok = run(command, args) === 0;
  record(suite, ok ? 1 : 0, ok ? 0 : 1);
};
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

function finish() {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log('\nsuite            passed  failed');
  for (const r of results)
    console.log(
      `${r.suite.padEnd(16)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}${r.note ? `  ${r.note}` : ''}`,
    );
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

try {
  ensureDependencies();
  if (wants('e2e')) ensureChromium();
} catch (error) {
  console.error(error.message);
  record('setup', 0, 1, error.message);
  finish();
}

if (wants('lint')) check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
if (wants('format')) check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
if (wants('typecheck')) check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
// layer rules and no import cycles (dependency-cruiser, scripts/deps.mjs)
if (wants('deps')) check('deps', 'node', ['scripts/deps.mjs']);

if (wants('unit')) {
  log('unit and integration tests (Vitest)…');
  const report = path.join(ARTIFACTS, 'vitest.json');
  rmSync(report, { force: true });
  const code = run('npx', [
    'vitest',
    'run',
    '--coverage',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report);
  const coverage = readJson(path.join(ARTIFACTS, 'coverage', 'coverage-summary.json'))?.total?.lines
    ?.pct;
  if (coverage !== undefined) log(`packages/betting line coverage: ${coverage} % (threshold 95 %)`);
  // a skipped or todo test left behind is a defect, so it counts as failed
  const skipped = json ? json.numPendingTests + json.numTodoTests : 0;
  if (json)
    record(
      'unit',
      json.numPassedTests,
      json.numFailedTests + skipped + (code !== 0 && json.numFailedTests === 0 ? 1 : 0),
      skipped ? `${skipped} skipped` : '',
    );
  else record('unit', 0, 1, 'vitest wrote no report');
}

/** Playwright in Chromium against the pair, recorded as one row. */
/** One key per run for the pair's operator API (e2e/tests/*.operator.spec.ts use it). */
const E2E_OPERATOR_API_KEY = randomBytes(24).toString('hex');
/**
 * The loopback address the e2e tests' edge proxy connects from (e2e/tests/edge.ts): the web trusts
 * its X-Country (as it would a CDN's), while the tests' own requests from 127.0.0.1 stay untrusted.
 */
const E2E_EDGE_ADDRESS = '127.0.0.2';

function runPlaywright(pair) {
  log('end-to-end tests (Playwright, Chromium)…');
  const report = path.join(ARTIFACTS, 'playwright.json');
  rmSync(report, { force: true });
  // E2E_ARGS narrows a local run (e.g. "tests/browsing.spec.ts --project desktop")
  const extra = process.env.E2E_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...extra];
  const code = run('npx', args, {
    env: {
      ...process.env,
      E2E_BASE_URL: pair.webUrl,
      E2E_API_URL: pair.serverUrl,
      // the demo host page on another origin (tests/embed.desktop.spec.ts)
      E2E_HOST_DEMO_URL: pair.hostDemoUrl,
      OPERATOR_API_KEY: E2E_OPERATOR_API_KEY,
      E2E_EDGE_ADDRESS,
      CHROMIUM_PATH,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  });
  const stats = readJson(report)?.stats;
  if (stats) {
    const failed =
      stats.unexpected + stats.skipped + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
    const notes = [
      stats.flaky && `${stats.flaky} flaky`,
      stats.skipped && `${stats.skipped} skipped`,
    ].filter(Boolean);
    record('e2e', stats.expected + stats.flaky, failed, notes.join(', '));
  } else record('e2e', 0, 1, 'playwright wrote no report');
}

/** Vitest suites of the built apps (web fuzz against the pair, crash test), recorded as one row. */
function runPairSuites(pair) {
  log('suites of the built apps: web fuzz against the pair, crash test (Vitest)…');
  const report = path.join(ARTIFACTS, 'vitest-pair.json');
  rmSync(report, { force: true });
  const code = run(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'apps/server/vitest.pair.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { env: { ...process.env, E2E_BASE_URL: pair.webUrl, E2E_API_URL: pair.serverUrl } },
  );
  const json = readJson(report);
  if (!json) return record('pair', 0, 1, 'vitest wrote no report');
  const skipped = json.numPendingTests + json.numTodoTests;
  const failed = json.numFailedTests + skipped;
  // a suite that fails before its tests run (no pair, setup error) still counts as failed
  const broken = code !== 0 && failed === 0 ? 1 : 0;
  record('pair', json.numPassedTests, failed + broken, skipped ? `${skipped} skipped` : '');
}

/** Starts the built pair and runs the e2e and pair suites against it. */
async function runAgainstPair() {
  let pair;
  try {
    const [serverPort, webPort, hostDemoPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    log(
      `starting the built pair: server :${serverPort}, web :${webPort}, demo host :${hostDemoPort}, in-memory database…`,
    );
    pair = await startPair({
      serverHost: '127.0.0.1',
      serverPort,
      webHost: '127.0.0.1',
      webPort,
      hostDemoPort,
      // every e2e player signs up from one address: widen the per-address budgets; the specs
      // drive matches and read the outbox through the dev API, which is off unless asked for
      env: {
        DATABASE_URL: 'memory://',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SCALE: '50',
        // hundreds of sign-ups and sign-ins: a 4 MB scrypt instead of 128 MB (seconds each on a
        // busy machine); the production cost is the server's own tests' business
        PASSWORD_HASH_COST: '12',
        DEV_API_ENABLED: 'true',
        // the operator project's specs change the site configuration through the operator API
        OPERATOR_API_KEY: E2E_OPERATOR_API_KEY,
        // issue 17: both apps report to the server's own sink, read back by the e2e specs
        ...errorSinkEnv('127.0.0.1', serverPort, 'e2e'),
      },
      webEnv: { TRUSTED_PROXIES: E2E_EDGE_ADDRESS },
      quiet: true,
    });
    if (wants('e2e')) runPlaywright(pair);
    // after the e2e tests, so the fuzz suite's rate-limit spending cannot disturb them
    if (wants('pair')) runPairSuites(pair);
  } catch (error) {
    console.error(error.message);
    record(wants('e2e') ? 'e2e' : 'pair', 0, 1, error.message.split('\n')[0]);
  } finally {
    await pair?.stop();
  }
}

if (wants('e2e') || wants('pair') || wants('budget')) {
  let built = false;
  try {
    ensureBuilt();
    built = true;
  } catch (error) {
    console.error(error.message);
    const suite = wants('e2e') ? 'e2e' : wants('pair') ? 'pair' : 'budget';
    record(suite, 0, 1, error.message.split('\n')[0]);
  }
  // first-load JS per route against apps/web/first-load-budget.json, from the build just made
  if (built && wants('budget')) check('budget', 'node', ['scripts/budget.mjs']);
  if (built && (wants('e2e') || wants('pair'))) await runAgainstPair();
}

finish();
