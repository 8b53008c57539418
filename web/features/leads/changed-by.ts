const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "2 minutes ago", "yesterday", "now": how long ago `iso` was, in the largest whole unit. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return relative.format(Math.round(seconds / size), unit);
}

/** "Changed by Sam 2 minutes ago": who made the version a stale form lost to (decision 037's 409 body). */
export function changedBySentence(changedBy: { name: string; at: string | null }, now = Date.now()): string {
  const who = changedBy.name || 'someone';
  return changedBy.at ? `Changed by ${who} ${timeAgo(changedBy.at, now)}` : `Changed by ${who}`;
}
