import { defineConfig } from 'vitest/config';

// One run over every workspace; each project keeps its own environment and aliases.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
