// End-to-end tests in Chromium (style §5). Two builds of the console are served:
// - `server`: the Node server with the simulator in SQLite, signed in through the UI
//   once by the `setup` project and reused through storageState;
// - `mock`: the mock-mode build, where the simulator runs in the browser (MSW).
import { existsSync } from 'node:fs'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { ADMIN_STATE } from './test/e2e/auth-state'

const isCI = !!process.env.CI

// The rack release the simulator plays: the console must work against either
// (E2E_RELEASE=v14 or current). Each release has its own default ports, so a server left
// running for one is never reused by a run against the other.
const RELEASE = process.env.E2E_RELEASE === 'current' ? 'current' : 'v14'

// E2E_PORT moves both servers, so that two checkouts can run their suites side by side
const SERVER_PORT = Number(process.env.E2E_PORT || (RELEASE === 'v14' ? 4100 : 4300))
const MOCK_PORT = SERVER_PORT + 1
const SERVER_URL = `http://127.0.0.1:${SERVER_PORT}`
const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`

// Files whose tests read and write nothing that differs between releases (themes and
// layout, the frame, the palette's list reads, table controls, security headers, form
// drafts, failures played with page.route): they run against v14 only, which keeps CI's two
// runs well inside its time. Everything that touches a versioned shape runs on both.
const SAME_ON_EVERY_RELEASE = [
  'a11y-check',
  'contained-errors',
  'form-safety',
  'palette',
  'security-headers',
  'shell',
  'small-screen',
  'table-controls',
  'themes',
].map((name) => `**/${name}.e2e.ts`)

// Debian's Chromium in CI and containers (Playwright can't download its own there);
// on a laptop, Playwright's own browser.
const SYSTEM_CHROMIUM = '/usr/bin/chromium'
const executablePath = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined

export default defineConfig({
  testDir: 'test/e2e',
  // test-results/ is cleaned at the start of a run; keep the simulator's database and
  // the saved sign-in next to it but outside the folder Playwright wipes
  outputDir: 'test-results/output',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: isCI ? 2 : undefined,
  retries: isCI ? 1 : 0,
  // a test's pages each wait for the browser to take over the server's HTML, and two
  // workers share two cores with the server: a walk through a few pages with axe checks
  // took past 30 s there, so 60
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
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
    {
      name: 'setup',
      testMatch: /.*\.setup\.ts/,
      use: { baseURL: SERVER_URL },
    },
    {
      name: 'server',
      testMatch: /.*\.e2e\.ts/,
      testIgnore: ['**/*.mock.e2e.ts', ...(RELEASE === 'current' ? SAME_ON_EVERY_RELEASE : [])],
      dependencies: ['setup'],
      use: { baseURL: SERVER_URL, storageState: ADMIN_STATE },
    },
    {
      name: 'mock',
      testMatch: /.*\.mock\.e2e\.ts/,
      use: { baseURL: MOCK_URL },
    },
  ],
  webServer: [
    {
      command: 'npm run build && npx tsx server/start.ts --reset --no-build',
      url: `${SERVER_URL}/v1/ping`,
      env: {
        PORT: String(SERVER_PORT),
        HOST: '127.0.0.1',
        // the simulator's SQLite file: a throwaway one, never the developer's data/sim.db
        SIM_DB: path.resolve('test-results/e2e-sim.db'),
        // names like project-create-500 fail on purpose, to reach the error paths
        SIM_FAILURE_SENTINELS: '1',
        SIM_RELEASE: RELEASE,
      },
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npm run build:mock && npx vite preview --mode mock --port ${MOCK_PORT} --strictPort --host 127.0.0.1`,
      url: MOCK_URL,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
