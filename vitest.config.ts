import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every workspace; each project keeps its own environment and aliases.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // while the main process mostly waits on it
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // the web's component tests, in a DOM (happy-dom)
      'apps/web/vitest.dom.config.ts',
      // tests of the repository's own tooling (lint rules) beside their config
      { test: { name: 'repo', environment: 'node', include: ['*.test.ts'] } },
    ],
    // `npm test` runs with --coverage: the pure betting domain must stay >= 95 % covered
    coverage: {
      provider: 'v8',
      include: ['packages/betting/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/types.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: '.artifacts/coverage',
      thresholds: { lines: 95 },
    },
  },
});
