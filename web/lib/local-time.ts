/** `datetime-local` text and ISO instants, both ways, in the browser's zone (the post schedule, a lead's next action). */

/** A `datetime-local` value (browser zone) as ISO 8601, or null when empty or unreadable. */
export function localToIso(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An ISO moment as `datetime-local` text in the browser's zone ('' for null). */
export function isoToLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
