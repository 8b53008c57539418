// The API suite again, on the PostgreSQL server named by TEST_DATABASE_URL (CI starts one).
import { execSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL not set: skipping the PostgreSQL run of the API suite (.ci/run sets it).');
} else {
  execSync('npx vitest run --project api', { stdio: 'inherit', env: { ...process.env, TEST_DB: 'postgres' } });
}
