import { defineConfig } from 'vitest/config';

// Suites of the built apps, not part of the unit run: scripts/test.mjs runs them after the e2e
// tests (the web fuzz suite against the pair it names in E2E_BASE_URL / E2E_API_URL, the crash
// test against a server of its own), one file at a time on this small machine.
export default defineConfig({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'pair',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['test/pair/**/*.pair.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
