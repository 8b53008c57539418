import { setImmediate as nextTurn } from 'node:timers/promises';

interface Pending<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit: writes that arrive while one is being written go to the database together in
 * the next statement, each caller answered only after its row is committed. A lone write goes
 * at once, so this adds no waiting; under load it turns many commits into few.
 */
export function createGroupCommit<In, Out>(writeBatch: (items: In[]) => Promise<Out[]>, maxBatch = 200): (item: In) => Promise<Out> {
  let queue: Pending<In, Out>[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (queue.length) {
      // Let the event loop read the requests already waiting on their sockets first: a write to a
      // fast database (PGlite, in-process in tests) can finish within microtasks, so without this
      // yield each write would end before the next request is even parsed and no batch would form.
      await nextTurn();
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await writeBatch(batch.map((p) => p.item));
        batch.forEach((p, i) => p.resolve(results[i]!));
      } catch (err) {
        batch.forEach((p) => p.reject(err));
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
