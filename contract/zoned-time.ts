/**
 * Wall-clock times in an IANA zone and the instants they name, without a library: the next action's
 * time is typed as a local date and time (the browser's zone, or the desk's TZ) and stored as an
 * instant (decision 123).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, at: number): number[] {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(at)).map((x) => [x.type, Number(x.value)]));
  return [p.year!, p.month!, p.day!, p.hour!, p.minute!, p.second!];
}

/** How far the zone's wall clock is ahead of UTC at `at` (ms). */
function offsetAt(timeZone: string, at: number): number {
  const [y, mo, d, h, mi, s] = partsIn(timeZone, at);
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - (at - (((at % 1000) + 1000) % 1000));
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * The instant a local `YYYY-MM-DDTHH:mm` (or a day, at midnight) names in `timeZone`; null when it is
 * not one. A time skipped by a clock change resolves to the instant just after the gap.
 */
export function instantIn(timeZone: string, local: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0] = m.slice(1).map((x) => (x === undefined ? undefined : Number(x))) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h, mi);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  const first = wall - offsetAt(timeZone, wall);
  return new Date(wall - offsetAt(timeZone, first));
}

/** The local `YYYY-MM-DDTHH:mm` of an instant in `timeZone` (what a datetime-local input holds). */
export function localMinuteIn(timeZone: string, at: Date): string {
  const [y, mo, d, h, mi] = partsIn(timeZone, at.getTime()).map((n) => String(n).padStart(2, '0'));
  return `${y!.padStart(4, '0')}-${mo}-${d}T${h}:${mi}`;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
