/** What an empty value shows in tables and details (SPEC.md: "dash if empty"). */
export const DASH = '—';

export function orDash(value: string | null | undefined): string {
  return value && value.trim() ? value : DASH;
}

/** Where and how a reader reads times: an IANA zone and a BCP 47 locale. */
export interface ViewerTime {
  timeZone: string;
  locale: string;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(viewer: ViewerTime, withTime: boolean): Intl.DateTimeFormat {
  const key = `${viewer.locale}|${viewer.timeZone}|${withTime}`;
  let format = timeFormats.get(key);
  if (!format) {
    // Date.toLocaleString's own fields, in the given zone and locale.
    const time = withTime ? ({ hour: 'numeric', minute: 'numeric', second: 'numeric' } as const) : {};
    format = new Intl.DateTimeFormat(viewer.locale, { timeZone: viewer.timeZone, year: 'numeric', month: 'numeric', day: 'numeric', ...time });
    timeFormats.set(key, format);
  }
  return format;
}

/** The date of an ISO timestamp for that reader (web/lib/use-local-time.ts gives components theirs). */
export function dateFor(iso: string, viewer: ViewerTime): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? DASH : timeFormat(viewer, false).format(d);
}

/** The date and time of an ISO timestamp for that reader. */
export function dateTimeFor(iso: string, viewer: ViewerTime): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? DASH : timeFormat(viewer, true).format(d);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A lead value (whole units of `currency`, an ISO 4217 code), written alike on the server and in the browser; a dash when unknown. */
export function money(value: number | null | undefined, currency: string): string {
  if (value === null || value === undefined) return DASH;
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
    moneyFormats.set(currency, format);
  }
  return format.format(value);
}

/** A span of seconds for people: "45 s", "12 min", "3 h 20 min", "2 d 4 h"; a dash when there is none. */
export function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return DASH;
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours ? `${days} d ${hours} h` : `${days} d`;
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
