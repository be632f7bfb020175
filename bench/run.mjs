// `npm run bench`: builds what is stale, then prints a JSON report. For now: the first-load
// JavaScript of every web route, raw and gzip, read from Next's route bundle statistics.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, ensureBuilt, ensureDependencies } from '../scripts/lib.mjs';

ensureDependencies();
ensureBuilt();

const webDir = path.join(ROOT, 'apps', 'web');
const statsFile = path.join(webDir, '.next', 'diagnostics', 'route-bundle-stats.json');
if (!existsSync(statsFile)) {
  console.error(`missing ${statsFile}: did next build run?`);
  process.exit(1);
}
const stats = JSON.parse(readFileSync(statsFile, 'utf8'));

const gzipCache = new Map();
/** Raw and gzip bytes of one chunk file, measured from the build output itself. */
function measure(file) {
  if (!gzipCache.has(file)) {
    const candidates = [
      path.join(webDir, '.next', file.replace(/^\/?_next\//, '')),
      path.join(webDir, file),
      path.join(webDir, '.next', file),
    ];
    const found = candidates.find((p) => existsSync(p));
    if (!found) throw new Error(`chunk not found: ${file}`);
    const bytes = readFileSync(found);
    gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

const routes = stats.map((entry) => {
  const files = entry.firstLoadChunkPaths ?? [];
  const sizes = files.map(measure);
  return {
    route: entry.route,
    chunks: files.length,
    firstLoadJsBytes: sizes.reduce((n, s) => n + s.raw, 0),
    firstLoadJsGzipBytes: sizes.reduce((n, s) => n + s.gzip, 0),
  };
});
routes.sort((a, b) => a.route.localeCompare(b.route));

const report = {
  generatedAt: new Date().toISOString(),
  node: process.version,
  firstLoadJs: {
    routes,
    maxGzipBytes: Math.max(...routes.map((r) => r.firstLoadJsGzipBytes)),
  },
};
const out = JSON.stringify(report, null, 2);
writeFileSync(path.join(ROOT, 'bench', 'report.json'), out);
console.log(out);
