// /api/health probed one call at a time from its own thread: a load generator in the bench's
// process (autocannon, staff loops parsing pages) would otherwise delay the probe's own event loop,
// and that delay would be counted as the server's.
import { Worker } from 'node:worker_threads';

const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, gapMs } = workerData;
let running = true;
const times = [];
let failures = 0;
parentPort.on('message', () => (running = false));
(async () => {
  while (running) {
    const t0 = performance.now();
    try {
      const res = await fetch(url + '/api/health');
      await res.arrayBuffer();
      if (!res.ok) failures++;
    } catch {
      failures++;
    }
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, gapMs));
  }
  parentPort.postMessage({ times, failures });
})();
`;

/**
 * Starts probing `url`'s /api/health, `gapMs` between calls; the returned stop() answers the
 * latencies (ms, sorted) and the number of failed calls.
 * @returns {() => Promise<{ sorted: number[], failures: number }>}
 */
export function probeHealth(url, gapMs = 20) {
  const worker = new Worker(PROBE, { eval: true, workerData: { url, gapMs } });
  const result = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return async () => {
    worker.postMessage('stop');
    const { times, failures } = await result;
    await worker.terminate();
    return { sorted: times.sort((a, b) => a - b), failures };
  };
}
