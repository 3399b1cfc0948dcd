import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { BOTH_WIDTHS, DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './tests/e2e/widths';

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `jnanam-e2e-${port}`);

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Each test's own steps wait at most 7 s (expect); a whole test of a dozen pages gets a minute on a busy CI machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test time; the retry of a failed test records one.
    trace: 'on-first-retry',
    // Visitors' clocks are in India, the server's in UTC: a page that renders a date differently on
    // the two sides fails hydration, and these tests see it.
    timezoneId: 'Asia/Kolkata',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: DESKTOP_VIEWPORT } },
    // Behaviour is tested once, at 1280 px; at 375 px run the tests tagged '@widths': layout, accessibility, and
    // behaviour that differs with the width (the phone's menu, what a narrow screen hides). Accessibility is
    // checked at both widths from either project.
    {
      name: 'mobile',
      grep: new RegExp(BOTH_WIDTHS),
      use: { ...devices['Desktop Chrome'], viewport: PHONE_VIEWPORT, isMobile: false, hasTouch: false },
    },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx api/src/main.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // A production server refuses to start without Razorpay keys or this, and without PUBLIC_ORIGIN.
      PAYMENTS_TEST_MODE: 'true',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_REQUESTS: 'false',
      // A request may move this server's clock for itself (the community tests' day-old stories): api/src/clock.ts.
      CLOCK_CONTROL: 'header',
      // Every browser test signs up and logs in from 127.0.0.1; the per-IP limit is tested in tests/api.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // The contact forms of both projects' runs come from 127.0.0.1 too (the per-address limit: tests/api).
      ENQUIRY_RATE_LIMIT_PER_HOUR: '1000',
      // Lets parallel work trees test their own build: WEB_DIST_DIR=/tmp/x-dist after vite build --outDir /tmp/x-dist.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...(process.env.STUDIO_DIST_DIR ? { STUDIO_DIST_DIR: process.env.STUDIO_DIST_DIR } : {}),
    },
  },
});
