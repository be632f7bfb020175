// First-load JavaScript of every web route, raw and gzip, read from Next's route bundle statistics.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../scripts/lib.mjs';

/** The `firstLoadJs` section of the report. */
export function benchFirstLoadJs() {
  const webDir = path.join(ROOT, 'apps', 'web');
  const statsFile = path.join(webDir, '.next', 'diagnostics', 'route-bundle-stats.json');
  if (!existsSync(statsFile)) throw new Error(`missing ${statsFile}: did next build run?`);
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
  return {
    routes,
    maxGzipBytes: Math.max(...routes.map((r) => r.firstLoadJsGzipBytes)),
  };
}
