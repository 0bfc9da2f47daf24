import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'

// Browser tests use the system Chromium; nothing is downloaded (README.md, Quick start). Debian's
// headless shell (package chromium-headless-shell) is preferred: without the full browser's
// window machinery it took about a third less time over the same specs on two cores.
const chromiumPath = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)))
if (!chromiumPath) {
  throw new Error(
    'Chromium not found: install it with `apt-get install -y chromium-headless-shell` (or chromium), or set CHROME_PATH',
  )
}

/** Asks the OS for a free port, synchronously, because the config must be plain data. */
function findFreePort(): string {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ],
    { encoding: 'utf8' },
  )
  if (probe.status !== 0 || !/^\d+$/.test(probe.stdout)) {
    throw new Error(`Could not find a free port for the e2e server: ${probe.stderr}`)
  }
  return probe.stdout
}

// Workers load this file again: they reuse the port and data folder the runner chose.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = findFreePort()
  process.env.E2E_SMTP_PORT = findFreePort()
  process.env.E2E_MAIL_PORT = findFreePort()
  process.env.E2E_FLIGHTS_PORT = findFreePort()
  process.env.E2E_FLIGHTS_CONTROL_PORT = findFreePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'ridelane-e2e-'))
  process.env.E2E_DATA_DIR = dataDir
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
}
const port = process.env.E2E_PORT
const firstOperatorAdmin = 'first-admin@ridelane.example'
const setupOperatorAdmin = 'setup-admin@ridelane.example'
const baseURL = `http://127.0.0.1:${port}`
process.env.E2E_BASE_URL = baseURL
const inCI = process.env.CI === 'true'

export default defineConfig({
  testDir: 'apps/web/e2e',
  globalSetup: './apps/web/e2e/support/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: inCI,
  workers: 2,
  retries: inCI ? 1 : 0,
  // The suite shares two cores with the server, two browsers and the database: on a busy night
  // a page's chunks took over 5 s to arrive and an axe pass over 30 s. These are functional
  // tests; the speed goals live in the benchmarks, so a slow machine should not fail them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds `npm run test:times` (scripts/test-times.mjs).
  reporter: [['list'], ['json', { outputFile: '.test-times/playwright.json' }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // Catches the API's mail so journeys can open emailed links (e2e/support/mail-catcher.ts).
      command: 'npx tsx apps/web/e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A local AeroDataBox the API asks about flights, which specs steer (e2e/support/fake-flights.ts).
      command: 'npx tsx apps/web/e2e/support/fake-flights.ts',
      url: `http://127.0.0.1:${process.env.E2E_FLIGHTS_CONTROL_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The first operator admin comes from the create-admin command, run on the same embedded
      // database before the server takes it: e2e/ops-console.spec.ts opens its printed link. The
      // setup admin's link is opened once by e2e/support/global-setup.ts, which then invites a
      // fresh admin for each test that needs one, so a retry never meets a spent link.
      command: [
        `node apps/api/dist/ops-cli.js create-admin ${firstOperatorAdmin} > ${join(process.env.E2E_DATA_DIR ?? '', 'first-admin.txt')}`,
        `node apps/api/dist/ops-cli.js create-admin ${setupOperatorAdmin} > ${join(process.env.E2E_DATA_DIR ?? '', 'setup-admin.txt')}`,
        'node apps/api/dist/server.js',
      ].join(' && '),
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: port ?? '',
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? '',
        WEB_DIST_DIR: fileURLToPath(new URL('apps/web/dist', import.meta.url)),
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        APP_BASE_URL: baseURL,
        // Every browser test signs up and signs in from 127.0.0.1, far past the per-address limits
        // a real client meets; the API suites test those limits (apps/api/test/security).
        RATE_LIMITS: 'off',
        // Lets e2e/driver-job.spec.ts read the driver's texted job link (test only).
        RIDELANE_E2E_OUTBOUND_MESSAGES: '1',
        // Lets e2e/partner-webhooks.spec.ts post events to a receiver on 127.0.0.1 (test only).
        WEBHOOK_ALLOW_PRIVATE: '1',
        // Flights come from the fake AeroDataBox, polled every 3 seconds in the 4 hours before
        // they land, so e2e/flight-tracking.spec.ts sees a delay move a pickup at once.
        FLIGHT_STATUS: 'aerodatabox',
        AERODATABOX_API_KEY: 'test-rapidapi-key',
        AERODATABOX_API_BASE: `http://127.0.0.1:${process.env.E2E_FLIGHTS_PORT}`,
        FLIGHT_POLL_HOURS: '24',
        FLIGHT_POLL_FINAL_WINDOW_MINUTES: '240',
        FLIGHT_POLL_FINAL_MINUTES: '0.05',
      },
    },
  ],
})
