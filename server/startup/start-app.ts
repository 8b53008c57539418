import type { FastifyInstance } from 'fastify';
import { runStartSteps, type StartSequenceOptions, type StartStep } from './start-sequence';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's background parts (jobs, redirect rules, page-view counting, the page-hit path): each
     * plugin adds its step here instead of an onReady hook, and startApp runs them (decision 097).
     */
    startSteps: StartSteps;
  }
}

export interface StartSteps {
  add(name: string, run: StartStep['run']): void;
  readonly list: readonly StartStep[];
}

/** Called first in buildApp: plugins add their start steps as they register. */
export function registerStartSteps(app: FastifyInstance): void {
  const list: StartStep[] = [];
  app.decorate('startSteps', { add: (name: string, run: StartStep['run']) => void list.push({ name, run }), list });
}

/**
 * The one way to start an app built by buildApp (server/main.ts and the tests): its plugins loaded
 * (app.ready(), which no longer runs start-up work of its own), then its start steps in order, each
 * with back-off and retries, logged once with its duration. Resolves once jobs run, redirect rules
 * are loaded, and so on; throws a StartStepError naming the step that gave up.
 */
export async function startApp(app: FastifyInstance, opts: Omit<StartSequenceOptions, 'logger'> = {}): Promise<void> {
  await app.ready();
  await runStartSteps(app.startSteps.list, { ...opts, logger: app.log });
}
