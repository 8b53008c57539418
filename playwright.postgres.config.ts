import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { e2eMailDir } from './e2e/mail-dir';

/**
 * The site's own content on PostgreSQL (issue 30: "browser tests on both databases"): the built
 * app on a fresh database of the server named by TEST_DATABASE_URL, for the specs that publish,
 * preview and edit content. Run by scripts/e2e-postgres.mjs, which skips it without that server.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 10;

export default defineConfig({
  ...base,
  testMatch: ['site-editor.spec.ts', 'company-facts.spec.ts', 'case-studies-legal.spec.ts', 'services.spec.ts'],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), E2E_MAILDIR: e2eMailDir(port), E2E_POSTGRES_URL: process.env.TEST_DATABASE_URL ?? '' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
