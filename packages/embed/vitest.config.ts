import { defineConfig } from 'vitest/config';

// the SDK runs in the host's browser: its tests run in a DOM (happy-dom) whose frames load nothing
export default defineConfig({
  test: {
    name: 'embed',
    environment: 'happy-dom',
    environmentOptions: {
      happyDOM: {
        settings: { disableIframePageLoading: true },
      },
    },
    include: ['src/**/*.test.ts'],
  },
});
