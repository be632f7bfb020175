// Bundles the server into dist/main.js, and the demo host page's script into dist/host-demo.js.
// Workspace packages are TypeScript source, so they are bundled in; every npm dependency of the
// server stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [
  ...Object.keys(pkg.dependencies),
  ...Object.keys(pkg.devDependencies ?? {}),
].filter((name) => !name.startsWith('@sportsbook/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});

// the demo host page's script (src/host-demo): packages/embed for the browser
await build({
  entryPoints: ['../../packages/embed/demo/host-demo.ts'],
  outfile: 'dist/host-demo.js',
  bundle: true,
  platform: 'browser',
  target: 'es2022',
  format: 'esm',
  minify: true,
  logLevel: 'warning',
});
