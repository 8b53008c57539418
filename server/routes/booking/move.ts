import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffErrors } from '@contract/common';
import { bookingSchema, moveCallBody, moveCallOptionsSchema, moveCallQuery, slotTakenSchema } from '@contract/booking';
import type { BookingWithPeople } from '../../repositories/bookings';
import { toBooking } from '../../booking/booking-view';
import { moveBooking, slotFinder, type BookRouteOptions } from './book';
import { visibleBooking } from './visible';

const params = z.object({ id: z.uuid({ message: 'id must be a booking id' }) });

/**
 * Staff move a call to another free time of the same person (issue 47 point 6, decision 133): from a
 * lead's calls or "My calls". Guarded by the invitation's SEQUENCE, so a move or cancel meanwhile wins.
 */
const moveCallRoutes: FastifyPluginAsyncZod<Pick<BookRouteOptions, 'repos' | 'busy' | 'now' | 'onChange'>> = async (
  app,
  { repos, busy, now, onChange },
) => {
  const { nextSlots, offeredAt } = slotFinder({ repos, busy, now });
  /** A call that can still be moved: booked and not begun; 409 otherwise. */
  const movable = (found: BookingWithPeople) =>
    found.row.status === 'booked' && found.row.startsAt > now() ? { id: found.row.id, personId: found.row.userId } : null;

  app.get(
    '/api/bookings/:id/move',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['booking'],
        summary:
          "A call staff may move and its person's free slots over the next 14 days in `tz` (default UTC); a call not booked, or begun, answers 409",
        params,
        querystring: moveCallQuery,
        response: { 200: moveCallOptionsSchema, ...staffErrors, 409: staffErrors[400] },
      },
    },
    async (request, reply) => {
      const { found } = await visibleBooking(repos, request, request.params.id);
      const moving = movable(found);
      if (!moving) return reply.code(409).send({ message: 'This call can no longer be moved: it is not booked, or it has begun' });
      // Its own time is free to it, but not a move.
      const slots = await nextSlots(request.query.tz ?? 'UTC', moving, 61);
      return { booking: toBooking(found), slots: slots.filter((s) => s.start !== found.row.startsAt.toISOString()).slice(0, 60) };
    },
  );

  app.post(
    '/api/bookings/:id/reschedule',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['booking'],
        summary:
          'Move a call (staff) to another free slot of the same person: both sides get the updated invitation (the visitor with new links), the calendar and reminders follow. 409 when the time is not free (with the next free slots) or the call is not booked any more',
        params,
        body: moveCallBody,
        response: { 200: bookingSchema, 409: slotTakenSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { user, found } = await visibleBooking(repos, request, request.params.id);
      const moving = movable(found);
      const start = new Date(request.body.start);
      const taken = async (message: string) =>
        reply.code(409).send({ message, nextSlots: moving ? await nextSlots(found.row.timeZone, moving) : [] });
      if (!moving) return taken('This call can no longer be moved: it is not booked, or it has begun');
      if (!(await offeredAt(start, moving))) return taken(`${found.personName} is not free then (any more). Please choose another time.`);
      const moved = await moveBooking(app, repos, {
        found,
        start,
        timeZone: found.row.timeZone,
        guard: { sequence: found.row.sequence },
        actor: user,
        now: now(),
      });
      onChange();
      if (moved === 'taken') return taken('Someone booked this time a moment ago. Please choose another one.');
      if (!moved) return taken('The call was changed meanwhile. Please look again.');
      return toBooking(moved);
    },
  );
};

export default moveCallRoutes;
