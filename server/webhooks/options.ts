import type { Resolve } from '../lib/public-address';

/** After the first try: 5 s, 30 s, 2 min, 5 min, 15 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h (12 tries over ≈ 24 h). */
export const RETRY_DELAYS_MS = [5, 30, 120, 300, 900, 1800, 3600, 7200, 14_400, 28_800, 28_800].map((s) => s * 1000);
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Failed attempts in a row, over at least DISABLE_AFTER_HOURS, that turn an endpoint off. */
export const DISABLE_AFTER_FAILURES = 10;
export const DISABLE_AFTER_HOURS = 24;

/** WEBHOOK_ALLOW_PRIVATE and the test seams of the schedule. */
export interface WebhookOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  retryDelaysMs?: number[];
  disableAfterFailures?: number;
  disableAfterHours?: number;
  resolve?: Resolve;
}
