import { V7Generator } from 'uuidv7';

// One generator per process: its counter orders the ids it makes within one millisecond.
const generator = new V7Generator();
// A clock stepping back by more than this starts a new sequence instead of borrowing future ms.
const ROLLBACK_ALLOWANCE_MS = 10_000;

/**
 * A UUIDv7 (RFC 9562) for the time `now`: ordering rows by id (uuids compare byte by byte) is
 * ordering them by when this process made them, the tiebreaker for equal creation times.
 */
export function timeOrderedUuid(now: number = Date.now()): string {
  return generator.generateOrResetCore(now, ROLLBACK_ALLOWANCE_MS).toString();
}

/**
 * Id and creation time of a row whose request is accepted now. Set by the app, not by the
 * database's now(), so the rows that one group commit writes together keep their own order.
 */
export function acceptedRowStamp(): { id: string; createdAt: Date } {
  const now = Date.now();
  return { id: timeOrderedUuid(now), createdAt: new Date(now) };
}
