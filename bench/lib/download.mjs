// Shared by the benches: one streamed download, timed.

/**
 * GETs `url` and reads the body to the end as it streams; a non-2xx answer throws (a bench must
 * not time an error page as a download).
 * @returns {Promise<{ ms: number, first: number, bytes: number }>} total time, time to the first body bytes (ms), size
 */
export async function timedDownload(url, headers = {}) {
  const s = performance.now();
  const r = await fetch(url, { headers });
  if (!r.ok) throw new Error(`GET ${url}: ${r.status} ${await r.text()}`);
  const reader = r.body.getReader();
  let first = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!first) first = performance.now() - s;
    bytes += value.byteLength;
  }
  return { ms: performance.now() - s, first, bytes };
}
