import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'betting', environment: 'node', include: ['src/**/*.test.ts'] },
});
