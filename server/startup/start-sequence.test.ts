import { describe, expect, it } from 'vitest';
import { runStartSteps, StartStepError } from './start-sequence';

const fast = { firstDelayMs: 1, maxDelayMs: 4 };

function recorder() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  return {
    lines,
    logger: {
      info: (obj: object, msg: string) => void lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
      warn: (obj: object, msg: string) => void lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
    },
  };
}

describe('runStartSteps', () => {
  it('runs the steps in order, each logged once with its duration', async () => {
    const order: string[] = [];
    const { lines, logger } = recorder();
    await runStartSteps(
      [
        { name: 'one', run: () => void order.push('one') },
        { name: 'two', run: async () => void order.push('two') },
      ],
      { logger, ...fast },
    );
    expect(order).toEqual(['one', 'two']);
    expect(lines.map((l) => [l.level, l.obj.step, typeof l.obj.ms])).toEqual([
      ['info', 'one', 'number'],
      ['info', 'two', 'number'],
    ]);
  });

  it('tries a failing step again with back-off, and waits without limit while the database does not answer', async () => {
    let calls = 0;
    const { lines, logger } = recorder();
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    await runStartSteps(
      [
        {
          name: 'jobs',
          run: () => {
            calls++;
            if (calls <= 6) throw refused;
            if (calls <= 8) throw new Error('lock timeout');
          },
        },
      ],
      { logger, attempts: 3, ...fast },
    );
    expect(calls).toBe(9);
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(8);
    expect(lines.at(-1)).toMatchObject({ level: 'info', obj: { step: 'jobs', attempts: 9 } });
  });

  it('gives up after its attempts with an error naming the step and the cause; later steps do not run', async () => {
    let later = false;
    const run = runStartSteps(
      [
        {
          name: 'redirect rules',
          run: () => {
            throw new Error('relation "redirects" does not exist');
          },
        },
        { name: 'jobs', run: () => void (later = true) },
      ],
      { attempts: 2, ...fast },
    );
    await expect(run).rejects.toThrow(StartStepError);
    await expect(run).rejects.toThrow('start-up step "redirect rules" failed: relation "redirects" does not exist');
    expect(later).toBe(false);
  });
});
