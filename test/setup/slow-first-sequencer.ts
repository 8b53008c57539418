import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take minutes (they start server processes, wait for minute-slot jobs or a job's expiry,
 * or fuzz every route), longest first as measured in CI (docs/benchmarks.md, "CI"). Vitest's own order
 * groups files by project name and, on a fresh clone with no timing cache, puts large files first: these
 * small files then started last, and one of them (290 s on PostgreSQL) ran alone at the end of a stage.
 * Started first, they wait beside the many short files instead.
 */
const SLOW_FIRST = [
  'test/cluster/webhook-crash.test.ts',
  'test/cluster/lead-followups-crash.test.ts',
  'test/cluster/blog-schedule-crash.test.ts',
  'test/cluster/backup-restore.test.ts',
  'test/api/fuzz.test.ts',
  'test/cluster/restore-unsafe.test.ts',
  'test/cluster/data-dir-lock.test.ts',
  'test/production/pruned-terminal.test.ts',
  'test/production/npm-start-signals.test.ts',
  'test/api/lead-followups.test.ts',
  'test/api/role-matrix/matrix.test.ts',
  'test/production/api-without-web.test.ts',
  'test/api/blog-schedule.test.ts',
  'test/api/bootstrap-admin.test.ts',
  'test/api/mail-retry.test.ts',
];

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const gone = SLOW_FIRST.filter((file) => !fs.existsSync(path.join(root, file)));
    // A renamed file would silently fall back to the end of the run: name it instead.
    if (gone.length) throw new Error(`test/setup/slow-first-sequencer.ts lists files that no longer exist: ${gone.join(', ')}`);
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = SLOW_FIRST.indexOf(path.relative(spec.project.config.root, spec.moduleId).split(path.sep).join('/'));
      return at === -1 ? SLOW_FIRST.length : at;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
