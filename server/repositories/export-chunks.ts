/**
 * Rows per export read. On PGlite every query shares one WASM instance (on its own thread, decision
 * 023) that runs one statement at a time: small chunks and a turn of the event loop between them let
 * the other staff's reads in between. The size was measured with bench/staff-lists/chunk-sweep.ts (decision 014).
 */
export const EXPORT_CHUNK = 100;
