import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Where a Vitest minute goes, per file: when it started and ended on the wall clock, and the import,
 * environment and test time Vitest measured for it (the default reporter prints only their sums).
 * Written to FILE_TIMINGS_OUT as JSON; scripts/run-tests.mjs prints the files that import longest.
 */
export default class FileTimingsReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly rows: object[] = [];

  onTestModuleStart(module: TestModule) {
    this.started.set(key(module), Date.now());
  }

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic();
    this.rows.push({
      file: module.relativeModuleId,
      project: module.project.name,
      startedAt: this.started.get(key(module)) ?? null,
      endedAt: Date.now(),
      importMs: Math.round(d.collectDuration),
      environmentMs: Math.round(d.environmentSetupDuration),
      setupMs: Math.round(d.setupDuration),
      testsMs: Math.round(d.duration),
    });
  }

  onTestRunEnd() {
    const out = process.env.FILE_TIMINGS_OUT;
    if (out) fs.writeFileSync(out, JSON.stringify(this.rows, null, 1));
  }
}

const key = (module: TestModule) => `${module.project.name}:${module.moduleId}`;
