import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

/** A write that, like PGlite, does its work without waiting on any I/O (microtasks only). */
function recordingWriter(fail = false) {
  const batches: number[][] = [];
  const write = async (items: number[]) => {
    batches.push(items);
    if (fail) throw new Error('disk full');
    return items.map((i) => i * 10);
  };
  return { batches, write };
}

describe('createGroupCommit', () => {
  it('answers each caller with its own result', async () => {
    const { write } = recordingWriter();
    const commit = createGroupCommit(write);
    await expect(Promise.all([commit(1), commit(2), commit(3)])).resolves.toEqual([10, 20, 30]);
  });

  it('groups requests that arrive in separate event-loop callbacks while the writer never waits on I/O', async () => {
    const { batches, write } = recordingWriter();
    const commit = createGroupCommit(write);
    // Ten "requests", each handled in its own callback, as an HTTP server would.
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => new Promise<number>((resolve) => setImmediate(() => resolve(commit(i))))));
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(batches).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
  });

  it('splits at the batch limit', async () => {
    const { batches, write } = recordingWriter();
    const commit = createGroupCommit(write, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => commit(i)));
    expect(batches.map((b) => b.length)).toEqual([4, 4, 2]);
  });

  it('rejects every caller of a failed batch and keeps serving later ones', async () => {
    const failing = recordingWriter(true);
    const commit = createGroupCommit(failing.write);
    const outcomes = await Promise.allSettled([commit(1), commit(2)]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(failing.batches).toEqual([[1, 2]]);
    await expect(commit(3)).rejects.toThrow('disk full');
  });
});
