import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffErrors } from '@contract/common';
import { bookingListQuery, bookingListSchema, bookingSchema, updateBookingBody } from '@contract/booking';
import { toBooking } from '../../booking/booking-view';
import { recordLeadEvent } from '../../repositories/leads';
import { scopedOwner } from '../../lib/lead-scope';
import { requireUser } from '../../plugins/app/auth';
import { cancelBooking, type BookRouteOptions } from './book';
import { visibleBooking } from './visible';

const LIST_LIMIT = 200;
const params = z.object({ id: z.uuid({ message: 'id must be a booking id' }) });

/**
 * Staff read booked calls ("My calls"), mark a no-show and cancel (issue 47 point 5, decision 127); moving is in move.ts.
 * Without `leads.all` one sees and changes only one's own calls (as one's own leads, decision 055).
 */
const bookingStaffRoutes: FastifyPluginAsyncZod<Pick<BookRouteOptions, 'repos' | 'onChange'>> = async (app, { repos, onChange }) => {
  const visible = (request: Parameters<typeof requireUser>[0], id: string) => visibleBooking(repos, request, id);

  app.get(
    '/api/bookings',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['booking'],
        summary: `Booked calls starting in [from, to) (default from now on), soonest first, at most ${LIST_LIMIT}: mine=1 one's own ("My calls"); without leads.all always one's own`,
        querystring: bookingListQuery,
        response: { 200: bookingListSchema, ...staffErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { mine, from, to, status } = request.query;
      const userId = mine === '1' ? user.id : scopedOwner(user);
      const rows = await repos.bookings.list({
        userId,
        from: from ? new Date(from) : new Date(),
        to: to ? new Date(to) : undefined,
        status,
        limit: LIST_LIMIT,
      });
      return rows.map(toBooking);
    },
  );

  app.patch(
    '/api/bookings/:id',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['booking'],
        summary: 'Mark a call a no-show (status no_show), or undo that (booked); a cancelled call answers 409',
        params,
        body: updateBookingBody,
        response: { 200: bookingSchema, ...staffErrors, 409: staffErrors[400] },
      },
    },
    async (request, reply) => {
      const { user, found } = await visible(request, request.params.id);
      const { status } = request.body;
      if (found.row.status === status) return toBooking(found);
      const changed = await repos.transaction(async (tx, r) => {
        const row = await r.bookings.markStatus(found.row.id, status);
        if (!row) return null;
        await recordLeadEvent(tx, row.leadId, 'booking', { from: found.row.status, to: status === 'no_show' ? 'No-show' : 'booked' }, user);
        return r.bookings.find(row.id);
      });
      if (!changed) return reply.code(409).send({ message: 'A cancelled call cannot be marked' });
      return toBooking(changed);
    },
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['booking'],
        summary: 'Cancel a booked call (staff): both sides get the cancellation (METHOD:CANCEL); a call not booked answers 409',
        params,
        response: { 200: bookingSchema, ...staffErrors, 409: staffErrors[400] },
      },
    },
    async (request, reply) => {
      const { user, found } = await visible(request, request.params.id);
      const cancelled = await cancelBooking(app, repos, found.row.id, user);
      if (!cancelled) return reply.code(409).send({ message: 'This call is not booked (any more)' });
      onChange();
      return toBooking(cancelled);
    },
  );
};

export default bookingStaffRoutes;
