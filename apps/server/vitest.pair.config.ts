import { defineConfig } from 'vitest/config';

// Suites against the running server + web pair: scripts/test.mjs runs them after the e2e tests
// (E2E_BASE_URL, E2E_API_URL); they are not part of the unit run.
export default defineConfig({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'pair',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['test/pair/**/*.pair.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
