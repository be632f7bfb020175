import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'app/**/*.test.ts'],
    // next-intl's ESM imports `next/navigation` without an extension: let Vite resolve it
    server: { deps: { inline: ['next-intl'] } },
  },
});
