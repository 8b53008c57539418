// The content specs again, with the app on PostgreSQL (playwright.postgres.config.ts); CI's
// TEST_DATABASE_URL names the server, and without it there is nothing to run them on.
import { execSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL not set: skipping the browser tests of site content on PostgreSQL (.ci/run sets it).');
} else {
  execSync('npx playwright test -c playwright.postgres.config.ts', { stdio: 'inherit' });
}
