import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The API on its own host (docs/deploy.md): one process of the built app serves the pages with
 * API_ORIGIN pointing at a second one, which lists the pages' origin in CORS_ORIGINS. Both are on
 * `localhost` with different ports: different origins, the same site (see docs/deploy.md on cookies).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const pagesOrigin = `http://localhost:${port + 1}`;
const apiOrigin = `http://localhost:${port + 2}`;

export default defineConfig({
  ...base,
  testDir: './e2e/two-hosts',
  testIgnore: [],
  use: { ...base.use, baseURL: pagesOrigin },
  metadata: { pagesOrigin, apiOrigin },
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${apiOrigin}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(port + 2), SITE_URL: apiOrigin, CORS_ORIGINS: pagesOrigin },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${pagesOrigin}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(port + 1), SITE_URL: pagesOrigin, API_ORIGIN: apiOrigin },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
