/**
 * A lead's reference for the visitor, `L-7F3A-91C2-0B4E`: the last 48 bits of its id (random in a
 * UUIDv7 and in a v4), upper case. The same formula as the generated column `contacts.reference`
 * (migration 0014), so the POST answer can give it without reading the row back (decision 042).
 */
export function leadReference(id: string): string {
  const tail = id.slice(24, 36).toUpperCase();
  return `L-${tail.slice(0, 4)}-${tail.slice(4, 8)}-${tail.slice(8, 12)}`;
}
