import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PGlite boots in ~2 s; a file shares one instance (see test/helpers.ts)
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
