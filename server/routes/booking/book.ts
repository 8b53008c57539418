import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@contract/common';
import {
  bookingCreatedSchema,
  CALL_MINUTES,
  cancelBookingBody,
  rescheduleBookingBody,
  rescheduleOptionsQuery,
  rescheduleOptionsSchema,
  createBookingBody,
  slotTakenSchema,
  type BookingCreated,
  type Slot,
} from '@contract/booking';
import type { Repositories } from '../../repositories/index';
import { isExclusionViolation, type BookingLead, type BookingWithPeople } from '../../repositories/bookings';
import { recordLeadEvent, stampFirstResponse } from '../../repositories/leads';
import type { BusyInterval } from '../../booking/slots';
import { freeSlotsReader } from './free-slots';
import { BOOKING_MAIL_QUEUE, queueBookingMail } from '../../mail/booking-invitation';
import { CALENDAR_SYNC_QUEUE, queueCalendarSync } from '../../booking/calendars';
import { queueBookingReminders } from '../../mail/booking-reminder';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { leadReference } from '../../lib/lead-reference';
import type { FormRateLimit } from '../../plugins/app/form-rate-limit';
import { slotIn } from './slots';

const MINUTE = 60_000;
/** How many free slots a 409 offers instead, and how far ahead it looks. */
const NEXT_SLOTS = 6;
const NEXT_SLOTS_DAYS = 14;
/** How many of the person's free slots the reschedule link offers. */
const RESCHEDULE_SLOTS = 40;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A single-purpose link's token: 24 random bytes; only its SHA-256 is stored (decision 127). */
const newToken = () => randomBytes(24).toString('base64url');

function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface BookRouteOptions {
  repos: Repositories;
  /** The public forms' per-IP limit. */
  rateLimit: FormRateLimit;
  /** Busy times; `except` leaves one booking out (the one being moved). */
  busy: (from: Date, to: Date, except?: string) => Promise<BusyInterval[]>;
  /** Told after every booking and cancellation: the slots' cache drops what it kept. */
  onChange: () => void;
  now: () => Date;
}

export const bookingCreatedAnswer = (b: BookingWithPeople): BookingCreated => ({
  _id: b.row.id,
  start: b.row.startsAt.toISOString(),
  end: b.row.endsAt.toISOString(),
  timeZone: b.row.timeZone,
  label: slotIn({ start: b.row.startsAt, end: b.row.endsAt }, b.row.timeZone).label,
  // The visitor learns whom they talk to by first name; the mail names them in full.
  withName: b.personName.split(/\s+/)[0] ?? b.personName,
  leadReference: b.leadReference,
  status: b.row.status,
});

/** The next few free slots (everyone's, or one moving call's person's) and whether a start is offered, as bookings and moves need them. */
export function slotFinder(sources: Pick<BookRouteOptions, 'repos' | 'busy' | 'now'>) {
  const read = freeSlotsReader(sources);
  // A call being moved stays with its person (the invitation's organizer), and its own time is not busy.
  const freeSlots = (from: Date, to: Date, moving?: { id: string; personId: string }) =>
    read(from, to, moving ? { only: moving.personId, except: moving.id } : {});
  const nextSlots = async (tz: string, moving?: { id: string; personId: string }, count = NEXT_SLOTS): Promise<Slot[]> => {
    const from = sources.now();
    const slots = await freeSlots(from, new Date(from.getTime() + NEXT_SLOTS_DAYS * 24 * 60 * MINUTE), moving);
    return slots.slice(0, count).map((s) => slotIn(s, tz));
  };
  /** The free slot that starts exactly at `start`, if one is offered (to book, or to move a call to). */
  const offeredAt = async (start: Date, moving?: { id: string; personId: string }) =>
    (await freeSlots(start, new Date(start.getTime() + 1), moving)).find((s) => s.start.getTime() === start.getTime());
  return { nextSlots, offeredAt };
}

/**
 * The visitor books a call (issue 47 points 3 and 5, decision 127) and may cancel it with the token
 * from their mail. Two visitors on one slot: the database's exclusion constraint lets one in.
 */
const bookRoutes: FastifyPluginAsyncZod<BookRouteOptions> = async (app, { repos, rateLimit, busy, onChange, now }) => {
  const { nextSlots, offeredAt } = slotFinder({ repos, busy, now });
  /** The lead's owner first when they are free; then the fewest upcoming calls, then the stable order. */
  const candidatesFor = async (free: string[], ownerId: string | null): Promise<string[]> => {
    const counts = await repos.bookings.upcomingCounts(free, now());
    const ordered = free.map((id, index) => ({ id, index, n: counts.get(id) ?? 0 })).sort((a, b) => a.n - b.n || a.index - b.index);
    const ids = ordered.map((c) => c.id);
    return ownerId && ids.includes(ownerId) ? [ownerId, ...ids.filter((id) => id !== ownerId)] : ids;
  };

  app.post(
    '/api/booking',
    {
      config: { rateLimit },
      schema: {
        tags: ['booking'],
        summary: `Book the ${CALL_MINUTES}-minute call starting at \`start\` (a slot's start from GET /api/booking/slots). With \`leadReference\` it joins that lead (and its owner takes it when free); else the newest lead of the address, or a new lead. 409 when the slot is taken or not offered, with the next free slots`,
        body: createBookingBody,
        response: { 201: bookingCreatedSchema, 409: slotTakenSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const start = new Date(body.start);
      let lead: BookingLead | null = null;
      if (body.leadReference) {
        lead = await repos.bookings.leadByReference(body.leadReference);
        if (!lead)
          throw new BadRequestError('leadReference: no enquiry has this reference', [
            { field: 'leadReference', message: 'No enquiry has this reference' },
          ]);
      }
      const slot = await offeredAt(start);
      const taken = async (message: string) => reply.code(409).send({ message, nextSlots: await nextSlots(body.timeZone) });
      if (!slot) return taken('This time is not free (any more). Please choose another one.');

      lead ??= await repos.bookings.latestLeadByEmail(body.email);
      if (!lead) {
        // A booking without an enquiry is one: a new lead (form 'booking'), notified like any other.
        const id = await repos.leads.insert({
          name: body.name,
          email: body.email,
          phone: '',
          service: '',
          budget: '',
          message: body.note,
          form: 'booking',
          status: 'new',
        });
        lead = { id, ownerId: null, reference: leadReference(id) };
      }
      const token = newToken();
      const rescheduleToken = newToken();
      for (const personId of await candidatesFor(slot.people, lead.ownerId)) {
        const booked = await bookWith(app, repos, {
          ...body,
          start,
          personId,
          leadId: lead.id,
          cancelToken: token,
          rescheduleToken,
          now: now(),
        }).catch((err: unknown) => {
          if (isExclusionViolation(err)) return null; // someone else got this person at this time: the next one
          throw err;
        });
        if (booked) {
          onChange();
          app.jobs.nudge(BOOKING_MAIL_QUEUE);
          app.jobs.nudge(CALENDAR_SYNC_QUEUE);
          app.webhookEvents.emitter.afterCommit();
          return reply.code(201).send(bookingCreatedAnswer(booked));
        }
      }
      onChange();
      return taken('Someone booked this time a moment ago. Please choose another one.');
    },
  );
};

/**
 * One try: the booking with its lead's history line, first response (decision 124), webhook and
 * invitation mails, in one transaction. Throws an exclusion violation when the person is taken then.
 */
function bookWith(
  app: Parameters<FastifyPluginAsyncZod>[0],
  repos: Repositories,
  b: {
    start: Date;
    personId: string;
    leadId: string;
    cancelToken: string;
    rescheduleToken: string;
    name: string;
    email: string;
    note: string;
    timeZone: string;
    now: Date;
  },
): Promise<BookingWithPeople> {
  return repos.transaction(async (tx, r) => {
    const row = await r.bookings.insert({
      userId: b.personId,
      leadId: b.leadId,
      startsAt: b.start,
      endsAt: new Date(b.start.getTime() + CALL_MINUTES * MINUTE),
      visitorName: b.name,
      visitorEmail: b.email,
      note: b.note,
      timeZone: b.timeZone,
      cancelTokenHash: hashToken(b.cancelToken),
      rescheduleTokenHash: hashToken(b.rescheduleToken),
    });
    const booked = (await r.bookings.find(row.id))!;
    await recordLeadEvent(
      tx,
      b.leadId,
      'booking',
      { to: `Call booked: ${b.start.toISOString()} with ${booked.personName}` },
      { id: null, name: b.name },
    );
    // Booking the call answers the enquiry when nobody has yet: credited to whom it is booked with (decision 124).
    await stampFirstResponse(tx, [b.leadId], { id: b.personId, name: booked.personName });
    await app.webhookEvents.bookingChanged(tx, 'booking.created', booked);
    const tokens = { token: b.cancelToken, rescheduleToken: b.rescheduleToken };
    await queueBookingMail(app.jobs, tx, { bookingId: row.id, method: 'REQUEST', ...tokens });
    await queueCalendarSync(app.jobs, tx, row.id);
    // The reminders 24 h and 1 h before, those still ahead (decision 133); a cancelled call's are not sent.
    await queueBookingReminders(app.jobs, tx, { bookingId: row.id, startsAt: b.start, ...tokens, now: b.now });
    return booked;
  });
}

/** Booked → cancelled in one transaction with its history line, webhook and METHOD:CANCEL mails; null when it was not booked. */
export async function cancelBooking(
  app: Parameters<FastifyPluginAsyncZod>[0],
  repos: Repositories,
  id: string,
  actor: { id: string | null; name: string },
): Promise<BookingWithPeople | null> {
  const done = await repos.transaction(async (tx, r) => {
    const row = await r.bookings.cancel(id);
    if (!row) return null;
    const booking = (await r.bookings.find(row.id))!;
    await recordLeadEvent(
      tx,
      row.leadId,
      'booking',
      { from: row.startsAt.toISOString(), to: `Call cancelled (${row.startsAt.toISOString()} with ${booking.personName})` },
      actor,
    );
    await app.webhookEvents.bookingChanged(tx, 'booking.cancelled', booking);
    await queueBookingMail(app.jobs, tx, { bookingId: row.id, method: 'CANCEL' });
    await queueCalendarSync(app.jobs, tx, row.id);
    return booking;
  });
  if (done) {
    app.jobs.nudge(BOOKING_MAIL_QUEUE);
    app.jobs.nudge(CALENDAR_SYNC_QUEUE);
    app.webhookEvents.emitter.afterCommit();
  }
  return done;
}

/** The visitor's cancel link (decision 127): the token from their mail, once. */
export const visitorCancelRoutes: FastifyPluginAsyncZod<Pick<BookRouteOptions, 'repos' | 'rateLimit' | 'onChange'>> = async (
  app,
  { repos, rateLimit, onChange },
) => {
  app.post(
    '/api/booking/:id/cancel',
    {
      config: { rateLimit },
      schema: {
        tags: ['booking'],
        summary: 'The visitor cancels their call with the token from their mail (once: a cancelled call answers 404)',
        params: z.object({ id: z.uuid({ message: 'id must be a booking id' }) }),
        body: cancelBookingBody.required({ token: true }),
        response: { 200: bookingCreatedSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const found = await repos.bookings.find(request.params.id);
      // One answer for no such booking, a wrong token and one already cancelled: the link no longer works.
      if (!found || found.row.status !== 'booked' || !tokenMatches(request.body.token, found.row.cancelTokenHash))
        throw new NotFoundError('This cancel link does not work (any more): the call may be cancelled already');
      const cancelled = await cancelBooking(app, repos, found.row.id, { id: null, name: found.row.visitorName });
      if (!cancelled) throw new NotFoundError('This cancel link does not work (any more): the call may be cancelled already');
      onChange();
      return bookingCreatedAnswer(cancelled);
    },
  );
};

export interface MoveRequest {
  found: BookingWithPeople;
  start: Date;
  /** The visitor's zone for the updated invitation. */
  timeZone: string;
  guard: { tokenHash: string } | { sequence: number };
  /** Who moved it, for the lead's history: the visitor (id null) or a staff member. */
  actor: { id: string | null; name: string };
  now: Date;
}

/**
 * Moves a booked call to `start` with the same person (decisions 133, 135): new cancel and reschedule
 * tokens, SEQUENCE one more, a history line, the `booking.rescheduled` webhook, the updated invitation to
 * both sides, the calendar's event and the reminders for the new time, all in one transaction. Null when
 * the guard no longer holds (moved or cancelled meanwhile); 'taken' when the person was booked then a moment ago.
 */
export async function moveBooking(app: FastifyInstance, repos: Repositories, m: MoveRequest): Promise<BookingWithPeople | 'taken' | null> {
  const tokens = { token: newToken(), rescheduleToken: newToken() };
  const moved = await repos
    .transaction(async (tx, r) => {
      const row = await r.bookings.reschedule(m.found.row.id, {
        guard: m.guard,
        startsAt: m.start,
        endsAt: new Date(m.start.getTime() + CALL_MINUTES * MINUTE),
        timeZone: m.timeZone,
        cancelTokenHash: hashToken(tokens.token),
        rescheduleTokenHash: hashToken(tokens.rescheduleToken),
      });
      if (!row) return null;
      const booking = (await r.bookings.find(row.id))!;
      await recordLeadEvent(
        tx,
        row.leadId,
        'booking',
        { from: m.found.row.startsAt.toISOString(), to: `Call moved: ${row.startsAt.toISOString()} with ${booking.personName}` },
        m.actor,
      );
      await app.webhookEvents.bookingChanged(tx, 'booking.rescheduled', booking);
      await queueBookingMail(app.jobs, tx, { bookingId: row.id, method: 'REQUEST', sequence: row.sequence, ...tokens });
      await queueCalendarSync(app.jobs, tx, row.id);
      // New reminders for the new time; the old time's find the call moved and send nothing.
      await queueBookingReminders(app.jobs, tx, { bookingId: row.id, startsAt: row.startsAt, ...tokens, now: m.now });
      return booking;
    })
    .catch((err: unknown) => {
      if (isExclusionViolation(err)) return 'taken' as const;
      throw err;
    });
  if (moved && moved !== 'taken') {
    app.jobs.nudge(BOOKING_MAIL_QUEUE);
    app.jobs.nudge(CALENDAR_SYNC_QUEUE);
    app.webhookEvents.emitter.afterCommit();
  }
  return moved;
}

/** The visitor's reschedule link (decision 133): the call's person's free times, and the move, once. */
export const visitorRescheduleRoutes: FastifyPluginAsyncZod<BookRouteOptions> = async (app, { repos, rateLimit, busy, onChange, now }) => {
  const { nextSlots, offeredAt } = slotFinder({ repos, busy, now });
  const linkGone = 'This link to move the call does not work (any more): the call may have been moved or cancelled already';
  /** The booking the visitor's reschedule token opens, or a 404 (unknown, wrong or used token, cancelled, begun). */
  const movable = async (id: string, token: string) => {
    const found = await repos.bookings.find(id);
    const hash = found?.row.rescheduleTokenHash;
    if (!found || found.row.status !== 'booked' || !hash || !tokenMatches(token, hash)) throw new NotFoundError(linkGone);
    if (found.row.startsAt <= now()) throw new NotFoundError('The call has begun: it can no longer be moved');
    return { found, hash, moving: { id: found.row.id, personId: found.row.userId } };
  };

  app.get(
    '/api/booking/:id/reschedule',
    {
      config: { rateLimit },
      schema: {
        tags: ['booking'],
        summary: `The call the reschedule link opens and its person's free slots over the next ${NEXT_SLOTS_DAYS} days in \`tz\` (default the booking's zone); 404 when the link no longer works`,
        params: z.object({ id: z.uuid({ message: 'id must be a booking id' }) }),
        querystring: rescheduleOptionsQuery,
        response: { 200: rescheduleOptionsSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { found, moving } = await movable(request.params.id, request.query.token);
      // One visitor's link: no cache may keep it.
      void reply.header('Cache-Control', 'private, no-store');
      return {
        booking: bookingCreatedAnswer(found),
        slots: await nextSlots(request.query.tz ?? found.row.timeZone, moving, RESCHEDULE_SLOTS),
      };
    },
  );
  app.post(
    '/api/booking/:id/reschedule',
    {
      config: { rateLimit },
      schema: {
        tags: ['booking'],
        summary:
          "The visitor moves their call to another free slot of the same person with the reschedule token from their mail (once: the move mails new links). 404 when the link no longer works or the call has begun; 409 when the time is not free, with that person's next free slots",
        params: z.object({ id: z.uuid({ message: 'id must be a booking id' }) }),
        body: rescheduleBookingBody,
        response: { 200: bookingCreatedSchema, 409: slotTakenSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const { found, hash, moving } = await movable(request.params.id, body.token);
      const timeZone = body.timeZone ?? found.row.timeZone;
      const start = new Date(body.start);
      const taken = async (message: string) => reply.code(409).send({ message, nextSlots: await nextSlots(timeZone, moving) });
      if (!(await offeredAt(start, moving))) return taken('This time is not free (any more). Please choose another one.');

      const moved = await moveBooking(app, repos, {
        found,
        start,
        timeZone,
        guard: { tokenHash: hash },
        actor: { id: null, name: found.row.visitorName },
        now: now(),
      });
      onChange();
      if (moved === 'taken') return taken('Someone booked this time a moment ago. Please choose another one.');
      if (!moved) throw new NotFoundError(linkGone);
      return bookingCreatedAnswer(moved);
    },
  );
};

export default bookRoutes;
