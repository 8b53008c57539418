import type { Db } from '../db/client';
import { mailQueues, outboxOnly } from '../mail/index';
import { createJobs } from './index';

/** Creates pg-boss's schema and the app's queues without starting workers (test templates, migrations). */
export async function prepareJobSchema(db: Db): Promise<void> {
  const { queues, mailer } = mailQueues(db, outboxOnly('http://localhost'));
  const jobs = createJobs(db, queues, { workers: false });
  await jobs.start();
  await jobs.stop();
  mailer.close();
}
