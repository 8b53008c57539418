import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { e2eMailDir } from './e2e/mail-dir';

/**
 * Every browser test in one run, so both workers stay busy to the end: the site on the embedded
 * database (project `chromium`), the API on its own host (`two-hosts`: one process serves the pages
 * with API_ORIGIN pointing at a second, docs/deploy.md) and, when CI's TEST_DATABASE_URL names a
 * PostgreSQL server, the site-content specs again with the app on it (`postgres`).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// port + 1 and + 2 are taken by the main server's loopback image site and OpenID provider (below).
const pgPort = port + 10;
const pagesOrigin = `http://localhost:${port + 21}`;
const apiOrigin = `http://localhost:${port + 22}`;
const postgresUrl = process.env.TEST_DATABASE_URL;

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

const server = (serverPort: number, env: Record<string, string>): WebServer => ({
  command: 'node scripts/e2e-server.mjs',
  // Ready once launched (decision 115: the script launches the site it starts; until then this file is a 404).
  url: `http://localhost:${serverPort}/sitemaps/pages.xml`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: { PORT: String(serverPort), ...env },
  stdout: 'ignore',
  stderr: 'pipe',
});

const chrome = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  // Two cores: a worker's browser and the servers share them. Measured in docs/benchmarks.md ("CI").
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI one retry: with retries 0, two landings in a row were refused for a flaky test each time, a
  // different one each run (2 and 3 of 381 at load 11–14). A test that passes only on its retry is
  // still named on every run, in the test summary's "Flaky" list and count (scripts/run-tests.mjs);
  // locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // Two cores shared by four servers and two browsers (load 11–14 in a CI rehearsal): the axe
  // checks of several blog screens in one test took 32 s there.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
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
    { name: 'chromium', testIgnore: ['two-hosts/**'], use: chrome },
    { name: 'two-hosts', testDir: './e2e/two-hosts', metadata: { pagesOrigin, apiOrigin }, use: { ...chrome, baseURL: pagesOrigin } },
    ...(postgresUrl
      ? [
          {
            name: 'postgres',
            testMatch: ['site-editor.spec.ts', 'company-facts.spec.ts', 'case-studies-legal.spec.ts', 'services.spec.ts'],
            use: { ...chrome, baseURL: `http://localhost:${pgPort}` },
          },
        ]
      : []),
  ],
  webServer: [
    // Its mail goes to a loopback SMTP sink whose messages the tests read from this folder (e2e/mailbox.ts).
    // The image copier may reach the loopback "other site" e2e/blog-editor-paste.spec.ts starts on port + 1.
    // A real OpenID Connect provider listens on port + 2 for e2e/oidc.spec.ts.
    // Webhooks may reach the loopback receivers e2e/webhooks.spec.ts starts (decision 062), and staff
    // calendars the loopback Radicale e2e/staff-calls.spec.ts starts (decision 135).
    server(port, {
      E2E_MAILDIR: e2eMailDir(port),
      IMAGE_FETCH_PRIVATE_HOSTS: `127.0.0.1:${port + 1}`,
      E2E_OIDC_PORT: String(port + 2),
      WEBHOOK_ALLOW_PRIVATE: 'true',
      CALDAV_ALLOW_PRIVATE: 'true',
    }),
    // The API on its own host, listing the pages' origin in CORS_ORIGINS; both on `localhost` with
    // different ports: different origins, the same site (see docs/deploy.md on cookies).
    server(port + 22, { SITE_URL: apiOrigin, CORS_ORIGINS: pagesOrigin }),
    server(port + 21, { SITE_URL: pagesOrigin, API_ORIGIN: apiOrigin }),
    ...(postgresUrl ? [server(pgPort, { E2E_MAILDIR: e2eMailDir(pgPort), E2E_POSTGRES_URL: postgresUrl })] : []),
  ],
});
