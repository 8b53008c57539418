/**
 * Rows per export read. On PGlite every query shares one WASM instance on the main thread: small
 * chunks and a turn of the event loop between them let /api/health and the other staff's reads in
 * between. 100 rows: measured with bench/staff-lists/chunk-sweep.ts (docs/benchmarks.md).
 */
export const EXPORT_CHUNK = 100;

/** Lets queued I/O (other requests and their queries) run before the next chunk is read. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
