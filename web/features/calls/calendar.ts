/** Calendar days as 'YYYY-MM-DD' in a zone, with Intl only (the browser's bundle carries no time-zone library). */

/** Today's date in `timeZone` (en-CA writes dates as YYYY-MM-DD). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The day `days` after `day` (a calendar date: no zone, no clock change). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const WORDS = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * "Thursday 24 December 2026" (or without the year, for a list of the next few days): a calendar date
 * in words, the same on the server and in the browser.
 */
export function dayInWords(day: string, { year = true } = {}): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  // Put together from its parts: runtimes differ on the comma after the weekday, and the server's words must be the browser's.
  const parts = Object.fromEntries(WORDS.formatToParts(d).map((p) => [p.type, p.value]));
  const words = `${parts.weekday} ${parts.day} ${parts.month}`;
  return year ? `${words} ${parts.year}` : words;
}

/** The zone this browser is in ('' when it does not say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** Every zone this runtime knows, with `keep` (the saved one) among them even if it does not list it. */
export function timeZoneChoices(keep: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(keep) ? all : [keep, ...all].sort();
}

/** "Thursday 24 December 2026, 09:00": an instant in words in `timeZone` (none: the runtime's), the same on the server and in the browser. */
export function timeInWords(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}
