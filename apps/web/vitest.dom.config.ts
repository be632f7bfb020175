import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Component tests (Testing Library) in a browser-like DOM; the web's other tests run in `node`
// (./vitest.config.ts). Test-only: nothing here reaches the app's bundles.
export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // tsconfig keeps JSX for Next ("preserve"): the tests compile it with React's automatic runtime
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    name: 'web-dom',
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./vitest.dom.setup.ts'],
  },
});
