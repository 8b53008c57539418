import { setTimeout as sleep } from 'node:timers/promises';
import { isConnectionLoss } from './connection-loss';

export interface WaitLogger {
  warn(obj: object, msg: string): void;
}

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;

/**
 * Runs a start-up step (migrations, the first admin, the starter content) until the database lets
 * it: a server that is still starting, restarting or unreachable is waited for, with a back-off
 * from 0.5 s to 10 s and one log line per attempt. Any other error (a wrong password, a missing
 * database, a failed migration) is the operator's to fix and is thrown at once.
 */
export async function untilDatabaseAnswers<T>(step: string, run: () => Promise<T>, logger?: WaitLogger, maxDelayMs = MAX_DELAY_MS): Promise<T> {
  let delay = FIRST_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (!isConnectionLoss(err)) throw err;
      const reason = err instanceof Error ? err.message : String(err);
      logger?.warn({ step, attempt, retryInMs: delay, reason }, `waiting for the database (${step}): ${reason}; trying again in ${delay / 1000} s`);
      await sleep(delay);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}
