import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@contract/common';
import {
  bookingCreatedSchema,
  CALL_MINUTES,
  cancelBookingBody,
  createBookingBody,
  slotTakenSchema,
  type BookingCreated,
  type Slot,
} from '@contract/booking';
import type { Repositories } from '../../repositories/index';
import { isExclusionViolation, type BookingLead, type BookingWithPeople } from '../../repositories/bookings';
import { recordLeadEvent, stampFirstResponse } from '../../repositories/leads';
import { computeSlots, type BusyInterval } from '../../booking/slots';
import { BOOKING_MAIL_QUEUE, queueBookingMail } from '../../mail/booking-invitation';
import { queueBookingReminders } from '../../mail/booking-reminder';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { leadReference } from '../../lib/lead-reference';
import type { FormRateLimit } from '../../plugins/app/form-rate-limit';
import { slotIn } from './slots';

const MINUTE = 60_000;
/** How many free slots a 409 offers instead, and how far ahead it looks. */
const NEXT_SLOTS = 6;
const NEXT_SLOTS_DAYS = 14;
/** Busy times are read this far around the slot: wider than any buffer (at most 240 minutes). */
const BUSY_MARGIN_MS = 6 * 60 * MINUTE;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface BookRouteOptions {
  repos: Repositories;
  /** The public forms' per-IP limit. */
  rateLimit: FormRateLimit;
  busy: (from: Date, to: Date) => Promise<BusyInterval[]>;
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

/**
 * The visitor books a call (issue 47 points 3 and 5, decision 127) and may cancel it with the token
 * from their mail. Two visitors on one slot: the database's exclusion constraint lets one in.
 */
const bookRoutes: FastifyPluginAsyncZod<BookRouteOptions> = async (app, { repos, rateLimit, busy, onChange, now }) => {
  /** Free slots from `from` for `days` days: whoever takes calls, minus busy times. */
  const freeSlots = async (from: Date, to: Date) => {
    const [people, busyTimes] = await Promise.all([
      repos.callAvailability.takingCalls(),
      busy(new Date(from.getTime() - BUSY_MARGIN_MS), new Date(to.getTime() + BUSY_MARGIN_MS)),
    ]);
    return computeSlots({ people, busy: busyTimes, from, to, now: now() });
  };
  const nextSlots = async (tz: string): Promise<Slot[]> => {
    const from = now();
    const slots = await freeSlots(from, new Date(from.getTime() + NEXT_SLOTS_DAYS * 24 * 60 * MINUTE));
    return slots.slice(0, NEXT_SLOTS).map((s) => slotIn(s, tz));
  };

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
      const slot = (await freeSlots(start, new Date(start.getTime() + 1))).find((s) => s.start.getTime() === start.getTime());
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
      const token = randomBytes(24).toString('base64url');
      for (const personId of await candidatesFor(slot.people, lead.ownerId)) {
        const booked = await bookWith(app, repos, { ...body, start, personId, leadId: lead.id, cancelToken: token, now: now() }).catch(
          (err: unknown) => {
            if (isExclusionViolation(err)) return null; // someone else got this person at this time: the next one
            throw err;
          },
        );
        if (booked) {
          onChange();
          app.jobs.nudge(BOOKING_MAIL_QUEUE);
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
  b: { start: Date; personId: string; leadId: string; cancelToken: string; name: string; email: string; note: string; timeZone: string; now: Date },
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
    await queueBookingMail(app.jobs, tx, { bookingId: row.id, method: 'REQUEST', token: b.cancelToken });
    // The reminders 24 h and 1 h before, those still ahead (decision 133); a cancelled call's are not sent.
    await queueBookingReminders(app.jobs, tx, { bookingId: row.id, startsAt: b.start, token: b.cancelToken, now: b.now });
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
    return booking;
  });
  if (done) {
    app.jobs.nudge(BOOKING_MAIL_QUEUE);
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

export default bookRoutes;
