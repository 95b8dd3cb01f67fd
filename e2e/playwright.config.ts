import { defineConfig } from '@playwright/test';
import { MAIL_SMTP_URL, SMS_WEBHOOK_URL } from './mail-setup.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  // Two shared cores: a loaded machine needs longer than a laptop to settle a page.
  expect: { timeout: 20_000 },
  // A real SMTP receiver for the e-mailed codes (registration, password reset), and a fake SMS gateway for
  // the texted ones (sign-in with a phone number).
  globalSetup: './mail-setup.ts',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ar-IQ',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT), SMTP_URL: MAIL_SMTP_URL, SMS_WEBHOOK_URL },
    // serve.mjs drops its PostgreSQL database on SIGTERM; Playwright's default is SIGKILL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
