import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.js';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results.json' }]],
  globalSetup: './global-setup.ts',
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
