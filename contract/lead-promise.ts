/**
 * The reply time a visitor is promised, from LEAD_RESPONSE_MINUTES: 1440 → "within 24 hours",
 * 240 → "within 4 hours", 2880 → "within 2 days", 90 → "within 90 minutes".
 */
export function responsePromise(minutes: number): string {
  const plural = (n: number, unit: string) => `within ${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes >= 2 * 1440 && minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes >= 60 && minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

/**
 * How long a lead has waited for its first answer, as staff read it in the escalation mail and
 * the desk's "No answer for …" badge: "45 min" under an hour, else whole hours ("26 h").
 */
export function waitedFor(since: string | Date, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h`;
}
