// `BENCH_ONLY=curves`: cost as the work grows (issue 18 item 5). Each file of bench/curves/
// other than growth.mjs measures one curve: `export const name` and a default async function
// returning `{ x, points: [{ x, ...figures }], growth: [growth(points, figure), ...] }`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../scripts/lib.mjs';
import { note } from './lib.mjs';

const DIR = path.join(ROOT, 'bench', 'curves');

/** Curves picked by BENCH_CURVES (comma list of names), all by default. */
function picked(names) {
  const raw = process.env.BENCH_CURVES?.trim();
  if (!raw) return names;
  const wanted = raw.split(',').map((s) => s.trim());
  const unknown = wanted.filter((w) => !names.includes(w));
  if (unknown.length > 0)
    throw new Error(`BENCH_CURVES: unknown curve(s) ${unknown.join(', ')}; use ${names}`);
  return wanted;
}

export async function benchCurves() {
  const files = readdirSync(DIR)
    .filter((f) => f.endsWith('.mjs') && f !== 'growth.mjs' && !f.endsWith('.test.mjs'))
    .sort();
  const modules = await Promise.all(
    files.map((f) => import(pathToFileURL(path.join(DIR, f)).href)),
  );
  const byName = new Map(modules.map((m) => [m.name, m]));
  const report = {};
  // one curve failing is reported as such and the others still run
  for (const name of picked([...byName.keys()])) {
    note(`curves: ${name}…`);
    try {
      report[name] = await byName.get(name).default();
    } catch (error) {
      report[name] = { error: error instanceof Error ? error.message : String(error) };
      note(`curves: ${name} failed: ${report[name].error}`);
    }
  }
  return report;
}
