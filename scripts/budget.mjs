// `npm test` row `budget`: first-load JavaScript of every web route (gzip bytes, from the last
// `next build`'s route stats, measured as bench/first-load-js.mjs does) against the budgets
// checked in at apps/web/first-load-budget.json. A route over its budget, or without one, fails
// with its figure. `--write` sets every budget to the build plus the margin (after a saving).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchFirstLoadJs } from '../bench/first-load-js.mjs';
import { ROOT } from './lib.mjs';

const BUDGET_FILE = path.join(ROOT, 'apps', 'web', 'first-load-budget.json');
/** Head room over the build when budgets are written: 2 %. */
const MARGIN = 1.02;

/** Routes over (or without) a budget; `budgets` maps route -> gzip bytes. */
function overBudget(routes, budgets) {
  return routes
    .filter((r) => !(r.route in budgets) || r.firstLoadJsGzipBytes > budgets[r.route])
    .map((r) => ({ route: r.route, gzipBytes: r.firstLoadJsGzipBytes, budget: budgets[r.route] }));
}

function main() {
  const { routes } = benchFirstLoadJs();
  if (process.argv.includes('--write')) {
    const budgets = Object.fromEntries(
      routes.map((r) => [r.route, Math.ceil((r.firstLoadJsGzipBytes * MARGIN) / 100) * 100]),
    );
    writeFileSync(BUDGET_FILE, `${JSON.stringify({ gzipBytes: budgets }, null, 2)}\n`);
    console.log(`wrote ${routes.length} budgets to ${path.relative(ROOT, BUDGET_FILE)}`);
    return;
  }
  const budgets = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')).gzipBytes;
  for (const r of routes)
    console.log(
      `${r.route.padEnd(42)} ${String(r.firstLoadJsGzipBytes).padStart(7)} B gzip, budget ${budgets[r.route] ?? '-'}`,
    );
  const over = overBudget(routes, budgets);
  for (const o of over)
    console.error(
      o.budget === undefined
        ? `${o.route}: ${o.gzipBytes} B gzip and no budget in apps/web/first-load-budget.json`
        : `${o.route}: ${o.gzipBytes} B gzip, over its budget of ${o.budget} B by ${o.gzipBytes - o.budget} B`,
    );
  process.exit(over.length > 0 ? 1 : 0);
}

main();
