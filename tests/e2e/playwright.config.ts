import { defineConfig } from '@playwright/test';
import { e2ePort } from './support/port';

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
  // The flows share one server and its data, so they run one at a time; the axe audit only reads (the
  // seeded records, never one a flow creates or trashes) and runs beside them: its waits for a quiet screen
  // leave the second core idle otherwise (docs/decisions.md).
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'flows', testIgnore: 'a11y.spec.ts', workers: 1 },
    { name: 'a11y', testMatch: 'a11y.spec.ts', workers: 1 },
  ],
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  // An app's first load on a loaded machine (people sharing the cores) may pass 10 s.
  expect: { timeout: 30_000 },
  reporter: 'list',
  use: {
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
