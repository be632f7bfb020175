// Client stores: one update heard by 10,000 odds-button subscribers, the work React's
// useSyncExternalStore does on each notification (read the snapshot, compare it). The web's store
// helper (apps/web/src/lib/store.ts), the slip's per-outcome view of its ticket, and Zustand when it can be
// imported (ZUSTAND_DIR names a folder whose node_modules holds it; the web does not depend on it).
// `node --import tsx bench/stores.mjs` alone, or `npm run bench -- stores`.
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ROOT } from '../scripts/lib.mjs';

const SUBSCRIBERS = 10_000;
const ROUNDS = 300;

const webSource = (file) => pathToFileURL(path.join(ROOT, 'apps', 'web', 'src', file)).href;

/** 10,000 buttons, each reading whether its outcome is selected; returns µs per update (median). */
function measure({ subscribe, read, toggle }) {
  let rerenders = 0;
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const key = `o${i}`;
    let last = read(key);
    subscribe(key, () => {
      const next = read(key);
      if (!Object.is(next, last)) {
        last = next;
        rerenders++;
      }
    });
  }
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    const key = `o${(round * 7919) % SUBSCRIBERS}`;
    const start = process.hrtime.bigint();
    toggle(key);
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.floor(q * (times.length - 1))] * 10) / 10;
  return { medianUs: at(0.5), p90Us: at(0.9), rerendersPerUpdate: rerenders / ROUNDS };
}

/** Minified and gzipped bytes of an entry that uses the given imports (what a page would ship). */
async function shippedBytes(contents, resolveDir) {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    external: ['react'],
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

const toggled = (set, key) => {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
};

/** The `stores` section of the report. */
export async function benchStores() {
  const { createStore } = await import(webSource('lib/store.ts'));
  const { createSelectedOutcomes } = await import(
    webSource('features/betslip/selected-outcomes.ts')
  );

  const helper = createStore(() => new Set());
  // a ticket as the slip holds it: one bet whose selections are identified by outcome key
  const ticket = createStore(() => ({ bets: [] }));
  const slip = { getTicket: ticket.get, subscribe: ticket.subscribe };
  const perOutcome = createSelectedOutcomes(slip);
  const ids = () => new Set(ticket.get().bets.flatMap((b) => b.selections.map((s) => s.id)));
  const toggleInTicket = (key) => {
    const next = [...toggled(ids(), key)].map((id) => ({ id }));
    ticket.set({ bets: next.length > 0 ? [{ selections: next }] : [] });
  };
  const webDir = path.join(ROOT, 'apps', 'web', 'src', 'lib');
  const report = {
    subscribers: SUBSCRIBERS,
    rounds: ROUNDS,
    helper: {
      ...measure({
        subscribe: (_key, listener) => helper.subscribe(listener),
        read: (key) => helper.get().has(key),
        toggle: (key) => helper.set(toggled(helper.get(), key)),
      }),
      gzipBytes: await shippedBytes(
        "export { createStore } from './store';\nexport { useStore, useStoreValue } from './use-store';\n",
        webDir,
      ),
    },
    slipSelectedOutcomes: measure({
      subscribe: (key, listener) => perOutcome.subscribe(key, listener),
      read: (key) => perOutcome.isSelected(key),
      toggle: toggleInTicket,
    }),
  };

  const zustandDir = process.env.ZUSTAND_DIR;
  if (zustandDir) {
    const require = createRequire(path.join(path.resolve(zustandDir), 'package.json'));
    const { createStore: createZustand } = await import(
      pathToFileURL(require.resolve('zustand/vanilla')).href
    );
    const zustand = createZustand(() => ({ selected: new Set() }));
    report.zustand = {
      ...measure({
        subscribe: (_key, listener) => zustand.subscribe(listener),
        read: (key) => zustand.getState().selected.has(key),
        toggle: (key) => zustand.setState({ selected: toggled(zustand.getState().selected, key) }),
      }),
      gzipBytes: await shippedBytes(
        "export { createStore } from 'zustand/vanilla';\nexport { useStore } from 'zustand';\n",
        path.resolve(zustandDir),
      ),
    };
  }
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(JSON.stringify(await benchStores(), null, 2));
