import type { Db } from '../db/client';
import { mailQueues, outboxOnly } from '../mail/index';
import { createRepositories } from '../repositories/index';
import { createJobs } from './index';

/** Creates pg-boss's schema and the app's queues without starting workers (test templates, migrations). */
export async function prepareJobSchema(db: Db): Promise<void> {
  const siteUrl = 'http://localhost';
  // Only the queues' names and settings are used: no worker runs, so no repository is read.
  const repos = createRepositories(db, { siteUrl, loginThrottle: { maxFailures: 1, windowMinutes: 1 } });
  const { queues, mailer } = mailQueues(repos, outboxOnly(siteUrl));
  const jobs = createJobs(db, queues, { workers: false });
  await jobs.start();
  await jobs.stop();
  mailer.close();
}
