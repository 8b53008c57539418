const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The reply time promised to the visitor (acknowledgment mail, thank-you), from LEAD_RESPONSE_MINUTES:
 * 1440 → "within 24 hours", 240 → "within 4 hours", 2880 → "within 2 days", 90 → "within 90 minutes".
 */
export function responsePromise(minutes: number): string {
  if (minutes >= 2880 && minutes % 1440 === 0) return `within ${plural(minutes / 1440, 'day')}`;
  if (minutes >= 60 && minutes % 60 === 0) return `within ${plural(minutes / 60, 'hour')}`;
  return `within ${plural(minutes, 'minute')}`;
}

/** LEAD_RESPONSE_MINUTES when unset: a day. */
export const DEFAULT_RESPONSE_MINUTES = 1440;
