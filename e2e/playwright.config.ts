import { defineConfig, devices } from '@playwright/test';
import { consented } from './tests/consent-state';

// The pair under test is started by scripts/test.mjs (free ports, throw-away database), which
// passes its URLs in; Debian's Chromium is used because browser downloads are impossible here.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: '../.artifacts/e2e-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // budgets that hold on a busy 2-core machine (load 10-20, where a first hydration alone can take
  // 10 s): a passing test is not slowed by them, only a failing one waits longer
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    storageState: consented(baseURL),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [/\.mobile\.spec\.ts/, /\.operator\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // API checks and tests tagged @once (flows whose layout is the same at every width) run
      // once, on desktop; the phone runs what its layout changes: panels, sheets, menus, axe
      grepInvert: /@once/,
      testIgnore: [/api\.spec\.ts/, /\.desktop\.spec\.ts/, /\.operator\.spec\.ts/],
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
    },
    {
      // tests that change the whole site through the operator API (configuration, home page,
      // navigation) run after every other test, so no other page sees their changes mid-test
      name: 'operator',
      testMatch: /\.operator\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
