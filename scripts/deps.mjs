// `npm test` row `deps`: dependency-cruiser's rules (.dependency-cruiser.cjs: no cycles, packages
// never import apps, apps never import each other, the web's layers and feature faces) over the
// web and the packages, then apps/server/.dependency-cruiser.cjs over the server when it exists.
// Through the API, not the CLI: dependency-cruiser's CLI refuses Node 20, which the project supports.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/** What each run cruises, with the config that holds its rules (paths from the repository root). */
export const RUNS = [
  { config: '.dependency-cruiser.cjs', files: ['apps/web', 'packages'] },
  { config: 'apps/server/.dependency-cruiser.cjs', files: ['apps/server'], optional: true },
];

/**
 * Cruises `files` under `baseDir` with the rules of `configFile`.
 * @returns the violations, each `{ rule, from, to }` (`to` lists a cycle's files)
 */
export async function findViolations(files, configFile, { baseDir = process.cwd() } = {}) {
  const options = await extractDepcruiseOptions(path.resolve(baseDir, configFile));
  const tsConfigFile =
    options.tsConfig?.fileName && path.resolve(baseDir, options.tsConfig.fileName);
  const tsConfig = tsConfigFile ? extractTSConfig(tsConfigFile) : undefined;
  if (tsConfigFile) options.tsConfig = { fileName: tsConfigFile };
  // rule paths match paths relative to baseDir
  const result = await cruise(files, { ...options, baseDir }, undefined, { tsConfig });
  return result.output.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.cycle ? violation.cycle.map((step) => step.name).join(' -> ') : violation.to,
  }));
}

async function main() {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  let failed = 0;
  for (const run of RUNS) {
    if (run.optional && !existsSync(path.join(root, run.config))) continue;
    const violations = await findViolations(run.files, run.config, { baseDir: root });
    for (const { rule, from, to } of violations) console.error(`${rule}: ${from} -> ${to}`);
    console.log(`${run.config}: ${violations.length} violation(s) in ${run.files.join(', ')}`);
    failed += violations.length;
  }
  process.exit(failed > 0 ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
