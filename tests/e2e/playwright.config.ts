import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, e2ePort } from './support/port';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/e2e',
  globalSetup: './support/global-setup.ts',
  // Each worker has a server and database of its own (global-setup.ts, baseURL below), so files run two
  // at a time without seeing each other's records; a file's tests run in order (docs/decisions.md).
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  // An app's first load on a loaded machine (people sharing the cores) may pass 10 s.
  expect: { timeout: 30_000 },
  reporter: 'list',
  use: {
    // Evaluated in each worker: its own server's.
    baseURL: `http://127.0.0.1:${e2ePort()}`,
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    timezoneId: 'UTC',
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
});
