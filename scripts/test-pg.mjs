// The database suite again on the PostgreSQL server named by TEST_DATABASE_URL (CI starts one), then
// the fault suite (test/faults/: a PostgreSQL cluster of its own, stopped, frozen and cut off under
// load), alone so that its timings do not share the machine with it. `npm test` runs the same stages.
import { execSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL not set: skipping the PostgreSQL run of the API suite and the fault suite (.ci/run sets it).');
} else {
  const env = { ...process.env, TEST_DB: 'postgres' };
  execSync('npx vitest run --project api --project api-isolated', { stdio: 'inherit', env });
  execSync('npx vitest run --project faults', { stdio: 'inherit', env: { ...env, TEST_FAULTS: '1' } });
}
