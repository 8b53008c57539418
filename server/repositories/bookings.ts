import { and, asc, desc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { BookingStatus } from '@contract/booking';
import type { Db } from '../db/client';
import { bookings, leads, people, users, type BookingRow } from '../db/schema/index';
import type { Tx } from './tx';
import { hasPgCode } from './pg-error';

/** A booking with whom it is with and the lead it belongs to, as mails and staff lists read it. */
export interface BookingWithPeople {
  row: BookingRow;
  personName: string;
  personEmail: string;
  leadReference: string;
  leadName: string;
}

/** Postgres exclusion-violation (23P01): the person is booked then already (bookings_no_overlap). */
export const isExclusionViolation = (err: unknown): boolean => hasPgCode(err, '23P01');

/** A lead as the booking step needs it: to attach to, and whose owner takes the call. */
export interface BookingLead {
  id: string;
  ownerId: string | null;
  reference: string;
}

/** The generated column (migration 0014) is never null for a stored lead. */
const referenceOf = sql<string>`${leads.reference}`;

type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'createdAt' | 'status' | 'sequence' | 'cancelledAt'>;

interface RescheduleValues {
  /** Moved only if it still is as read: the visitor's link by its token's hash, staff by the invitation's SEQUENCE. */
  guard: { tokenHash: string } | { sequence: number };
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  cancelTokenHash: string;
  rescheduleTokenHash: string;
}

/** New tokens, the invitation's SEQUENCE one more; throws an exclusion violation when the person is taken then. */
async function rescheduleBooking(db: Db | Tx, id: string, b: RescheduleValues): Promise<BookingRow | null> {
  const [row] = await db
    .update(bookings)
    .set({
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      timeZone: b.timeZone,
      cancelTokenHash: b.cancelTokenHash,
      rescheduleTokenHash: b.rescheduleTokenHash,
      sequence: sql`${bookings.sequence} + 1`,
    })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.status, 'booked'),
        'tokenHash' in b.guard ? eq(bookings.rescheduleTokenHash, b.guard.tokenHash) : eq(bookings.sequence, b.guard.sequence),
      ),
    )
    .returning();
  return row ?? null;
}

function busyTimes(db: Db | Tx, from: Date, to: Date, except?: string): Promise<{ personId: string; start: Date; end: Date }[]> {
  return db
    .select({ personId: bookings.userId, start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(and(eq(bookings.status, 'booked'), lt(bookings.startsAt, to), gt(bookings.endsAt, from), except ? ne(bookings.id, except) : undefined));
}

/** Booked calls (issue 47, decision 127). */
export function createBookingsRepository(db: Db | Tx) {
  const withPeople = () =>
    db
      .select({ row: bookings, personName: users.name, personEmail: users.email, leadReference: referenceOf, leadName: leads.name })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .$dynamic();

  return {
    /** Who is booked when in [from, to): the slots' busy times (without one booking: the one being moved). */
    busy: (from: Date, to: Date, except?: string) => busyTimes(db, from, to, except),

    /** How many calls each of `userIds` has booked from `now` on (the round-robin's "fewest"). */
    async upcomingCounts(userIds: string[], now: Date): Promise<Map<string, number>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .select({ userId: bookings.userId, n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(and(inArray(bookings.userId, userIds), eq(bookings.status, 'booked'), gte(bookings.startsAt, now)))
        .groupBy(bookings.userId);
      return new Map(rows.map((r) => [r.userId, r.n]));
    },

    async leadByReference(reference: string): Promise<BookingLead | null> {
      const [row] = await db
        .select({ id: leads.id, ownerId: leads.ownerId, reference: referenceOf })
        .from(leads)
        .where(eq(leads.reference, reference))
        .limit(1);
      return row ?? null;
    },

    /** The newest lead (not spam) of the person with this address (decision 125's normalised email). */
    async latestLeadByEmail(email: string): Promise<BookingLead | null> {
      const [row] = await db
        .select({ id: leads.id, ownerId: leads.ownerId, reference: referenceOf })
        .from(leads)
        .innerJoin(people, eq(people.id, leads.personId))
        .where(and(eq(people.email, sql`person_email(${email})`), sql`${leads.status} <> 'spam'`))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(1);
      return row ?? null;
    },

    /** Throws an exclusion violation (isExclusionViolation) when the person is booked then already. */
    async insert(values: NewBooking): Promise<BookingRow> {
      const [row] = await db.insert(bookings).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<BookingWithPeople | null> {
      const [found] = await withPeople().where(eq(bookings.id, id));
      return found ?? null;
    },

    /** Booked → cancelled, the invitation's SEQUENCE one more; null when it was not booked (any more). */
    async cancel(id: string): Promise<BookingRow | null> {
      const [row] = await db
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: sql`now()`, sequence: sql`${bookings.sequence} + 1` })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'booked')))
        .returning();
      return row ?? null;
    },

    /**
     * Moves a booked call to another time with the reschedule token's hash it was given (decision 133):
     * one statement, so the token works once. Null when it is not booked or the token was used.
     */
    reschedule: (id: string, b: RescheduleValues) => rescheduleBooking(db, id, b),

    /** A no-show, or back to booked; not a cancelled booking (null then). */
    async markStatus(id: string, status: Extract<BookingStatus, 'booked' | 'no_show'>): Promise<BookingRow | null> {
      const [row] = await db
        .update(bookings)
        .set({ status })
        .where(and(eq(bookings.id, id), inArray(bookings.status, ['booked', 'no_show'])))
        .returning();
      return row ?? null;
    },

    /** A lead's calls, any status, soonest first (at most 50): its dialog's "Calls". */
    forLead: (leadId: string) => withPeople().where(eq(bookings.leadId, leadId)).orderBy(asc(bookings.startsAt), asc(bookings.id)).limit(50),
    /** Bookings starting in [from, to), soonest first (at most `limit`), one person's or everyone's. */
    list(filter: { userId?: string; from: Date; to?: Date; status?: BookingStatus; limit: number }): Promise<BookingWithPeople[]> {
      return withPeople()
        .where(
          and(
            filter.userId ? eq(bookings.userId, filter.userId) : undefined,
            gte(bookings.startsAt, filter.from),
            filter.to ? lt(bookings.startsAt, filter.to) : undefined,
            filter.status ? eq(bookings.status, filter.status) : undefined,
          ),
        )
        .orderBy(asc(bookings.startsAt), asc(bookings.id))
        .limit(filter.limit);
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
