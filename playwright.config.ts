import { defineConfig, devices } from '@playwright/test';
import { e2eMailDir } from './e2e/mail-dir';

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './e2e',
  // Run by playwright.two-hosts.config.ts, against two processes.
  testIgnore: ['two-hosts/**'],
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Its mail goes to a loopback SMTP sink whose messages the tests read from this folder (e2e/mailbox.ts).
    // The image copier may reach the loopback "other site" e2e/blog-editor-paste.spec.ts starts on port + 1.
    // A real OpenID Connect provider listens on port + 2 for e2e/oidc.spec.ts.
    // Webhooks may reach the loopback receivers e2e/webhooks.spec.ts starts (decision 062).
    env: {
      PORT: String(port),
      E2E_MAILDIR: e2eMailDir(port),
      IMAGE_FETCH_PRIVATE_HOSTS: `127.0.0.1:${port + 1}`,
      E2E_OIDC_PORT: String(port + 2),
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
