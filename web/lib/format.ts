/** What an empty value shows in tables and details (SPEC.md: "dash if empty"). */
export const DASH = '—';

export function orDash(value: string | null | undefined): string {
  return value && value.trim() ? value : DASH;
}

/** The local date of an ISO timestamp, in the reader's own format. */
export function localDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? DASH : d.toLocaleDateString();
}

/** The local date and time of an ISO timestamp. */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? DASH : d.toLocaleString();
}
