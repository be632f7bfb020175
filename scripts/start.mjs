// `npm start`: install what is missing, build what is stale, then run the server and the web.
// The server migrates and seeds its database on start; Ctrl-C stops both cleanly.
import { ensureBuilt, ensureDependencies, errorSinkEnv, log, startPair } from './lib.mjs';

const env = process.env;
const config = {
  serverHost: env.SERVER_HOST ?? '127.0.0.1',
  serverPort: Number(env.SERVER_PORT ?? 4000),
  webHost: env.WEB_HOST ?? '127.0.0.1',
  webPort: Number(env.WEB_PORT ?? 3000),
  // the demo host page that frames the sportsbook from another origin (0: not started)
  hostDemoPort: Number(env.HOST_DEMO_PORT ?? 4300),
};

try {
  ensureDependencies();
  ensureBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

log(
  `starting the server on http://${config.serverHost}:${config.serverPort} and the web on http://${config.webHost}:${config.webPort}…`,
);
// issue 17: in development both apps report errors to the server's own sink unless a DSN is
// set; production reports only where SENTRY_DSN says (and keeps no sink)
const localSink =
  env.NODE_ENV !== 'production' && !env.SENTRY_DSN
    ? errorSinkEnv(config.serverHost, config.serverPort, env.HOSTING_ENVIRONMENT ?? 'development')
    : {};
if (localSink.SENTRY_DSN)
  log(
    'error reports go to the local sink (list them with DEV_API_ENABLED=true: GET /api/dev/error-reports)',
  );
let pair;
try {
  pair = await startPair({
    ...config,
    env: {
      LOG_PRETTY: env.LOG_PRETTY ?? (process.stdout.isTTY ? 'true' : 'false'),
      ...localSink,
    },
  });
} catch (error) {
  console.error(`could not start: ${error.message}`);
  process.exit(1);
}

const demo = pair.hostDemoUrl ? `, demo host page ${pair.hostDemoUrl}/` : '';
log(`ready: open \x1b[1m${pair.webUrl}/\x1b[0m  (API ${pair.serverUrl}${demo}, Ctrl-C to stop)`);

let stopping = false;
const shutdown = async (signal) => {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping…`);
  await pair.stop('SIGTERM');
  log('stopped');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
for (const [name, child] of [
  ['server', pair.server],
  ['web', pair.web],
]) {
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} exited unexpectedly (${signal ?? code}); stopping the other process`);
    stopping = true;
    void pair.stop().then(() => process.exit(1));
  });
}
