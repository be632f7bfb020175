import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo host's script: dist/host-demo.js from the build, else built now (development). */
export async function hostDemoScript(
  from = path.dirname(fileURLToPath(import.meta.url)),
): Promise<string> {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const built = path.join(dir, path.basename(dir) === 'dist' ? '' : 'dist', 'host-demo.js');
    if (existsSync(built)) return readFileSync(built, 'utf8');
    const entry = path.join(dir, 'packages', 'embed', 'demo', 'host-demo.ts');
    if (existsSync(entry)) {
      // esbuild is the server's own build tool, present wherever the sources are
      const { build } = await import('esbuild');
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        format: 'esm',
        target: 'es2022',
        write: false,
        logLevel: 'warning',
      });
      return result.outputFiles[0]?.text ?? '';
    }
  }
  throw new Error(`No host demo script above ${from}`);
}
