import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3199);
// A fresh embedded database per run, seeded with the demo data and its year of orders (ADR 381),
// exactly as `npm start` does.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'mijote-e2e-'));
// The step-up spec's own server (ADR 378): a money action asks for a new code 5 seconds after the
// last one (STEP_UP_SECONDS) instead of 15 minutes, on a database of its own.
const stepUpPort = port + 1;
const stepUpDataDir = mkdtempSync(path.join(tmpdir(), 'mijote-e2e-step-up-'));
const serverEnv = (p: number, dir: string) => ({
  PORT: String(p),
  DATA_DIR: dir,
  LOG_LEVEL: 'warn',
  BAKERY_BRAND_HOSTS: 'bakery.localhost',
  RATE_LIMIT_MAX: '10000',
  PAGE_RATE_LIMIT_MAX: '10000',
  // every spec signs up from the one local address
  SIGN_UP_LIMIT_MAX: '1000',
  TOKENIZE_LIMIT_MAX: '1000',
  // parallel browsers on a 2-core machine lag the loop: measured by bench/page-load.mjs, not here (ADR 388)
  SHED_EVENT_LOOP_LAG_MS: '0',
});

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    bypassCSP: true, // only so axe-core can be injected; the app's CSP itself is tested in the API suite
    // the site scrolls smoothly (global.css) except under reduced motion: a click that Playwright
    // aims while a smooth scroll is still moving the page can land beside its target
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /step-up\.spec\.ts$/ },
    // one worker's session, the tests in order: they share the demo super user's 30-second codes
    {
      name: 'step-up',
      use: { browserName: 'chromium', baseURL: `http://localhost:${stepUpPort}` },
      testMatch: /step-up\.spec\.ts$/,
      fullyParallel: false,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx apps/api/src/server.ts',
      cwd: root,
      url: `http://localhost:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(port, dataDir),
    },
    {
      command: 'node --import tsx apps/api/src/server.ts',
      cwd: root,
      url: `http://localhost:${stepUpPort}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // the step-up spec needs no order history
      env: { ...serverEnv(stepUpPort, stepUpDataDir), STEP_UP_SECONDS: '5', DEMO_HISTORY: 'false' },
    },
  ],
});
