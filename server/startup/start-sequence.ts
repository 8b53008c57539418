import { setTimeout as sleep } from 'node:timers/promises';
import { isConnectionLoss } from '../db/connection-loss';

/** One piece of start-up work: run in order, after the server listens (decision 097). */
export interface StartStep {
  name: string;
  run(): Promise<unknown> | unknown;
  /** This step's own limit of tries for causes other than the database not answering (default: the sequence's). */
  attempts?: number;
}

export interface StartLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface StartSequenceOptions {
  logger?: StartLogger;
  /** Tries of a step that fails for any reason but a database not answering (retried without limit). Default 4. */
  attempts?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/** A step that did not succeed: its message names the step and the cause. */
export class StartStepError extends Error {
  constructor(
    readonly step: string,
    cause: unknown,
  ) {
    super(`start-up step "${step}" failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StartStepError';
  }
}

/**
 * Runs the steps one after another, none under a framework's timeout: a step that fails is tried
 * again after a back-off (0.5 s doubling to 10 s), without limit while the database does not answer
 * (a server still starting or restarting), `attempts` times for any other cause (a slow machine's
 * lock timeout, a deadlock between processes starting together). Each step is logged once, with
 * its duration; one that gives up throws a StartStepError naming it.
 */
export async function runStartSteps(steps: readonly StartStep[], opts: StartSequenceOptions = {}): Promise<void> {
  for (const step of steps) await runStep(step, opts);
}

async function runStep(step: StartStep, { logger, attempts: sequenceAttempts = 4, firstDelayMs = 500, maxDelayMs = 10_000 }: StartSequenceOptions) {
  const attempts = step.attempts ?? sequenceAttempts;
  const started = performance.now();
  let delay = firstDelayMs;
  let failures = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      await step.run();
      logger?.info({ step: step.name, ms: Math.round(performance.now() - started), attempts: attempt }, `started: ${step.name}`);
      return;
    } catch (err) {
      const waiting = isConnectionLoss(err);
      if (!waiting && ++failures >= attempts) throw new StartStepError(step.name, err);
      const reason = err instanceof Error ? err.message : String(err);
      logger?.warn(
        { step: step.name, attempt, retryInMs: delay, reason },
        `start-up step "${step.name}" ${waiting ? 'waits for the database' : 'failed'} (${reason}); trying again in ${delay / 1000} s`,
      );
      await sleep(delay);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}
