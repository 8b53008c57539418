/**
 * Rows per export read. On PGlite every query shares one WASM instance on the main thread: small
 * chunks and a turn of the event loop between them let /api/health and the other staff's reads in
 * between (chunk size measured in bench/staff-lists, docs/benchmarks.md).
 */
export const EXPORT_CHUNK = 200;

/** Lets queued I/O (other requests and their queries) run before the next chunk is read. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
