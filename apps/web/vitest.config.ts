import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // route handlers import components (the icon sprite): compile their JSX as the DOM project does
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'app/**/*.test.ts'],
    // next-intl's ESM imports `next/navigation` without an extension: let Vite resolve it
    server: { deps: { inline: ['next-intl'] } },
  },
});
