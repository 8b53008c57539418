import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Slots } from '@contract/booking';
import type { Repositories } from '../../repositories/index';
import type { BusyInterval } from '../../booking/slots';
import { createBlogListCache } from '../blogs/list-cache';
import availabilityRoutes from './availability';
import calendarRoutes from './calendar';
import type { Calendars } from '../../booking/calendars';
import slotRoutes, { SLOTS_CACHE_SECONDS } from './slots';
import bookRoutes, { visitorCancelRoutes, visitorRescheduleRoutes } from './book';
import bookingStaffRoutes from './staff';
import moveCallRoutes from './move';

export interface BookingRouteOptions {
  repos: Repositories;
  /** The site's zone (TZ). */
  timeZone: string;
  /** The public reads' per-IP limit. */
  rateLimit: RateLimitOptions | false;
  /** The public forms' per-IP limit (booking, cancelling). */
  writeRateLimit: RateLimitOptions | false;
  /** Staff members' CalDAV calendars (issue 47 point 2, decision 135): their busy times block slots too. */
  calendars: Calendars;
  /** The clock notice, horizon and "upcoming" read (a test seam); default: now. */
  now?: () => Date;
}

/** Call booking (issue 47, decisions 126–127): staff call hours, the public slots, bookings. */
const bookingRoutes: FastifyPluginAsyncZod<BookingRouteOptions> = async (
  app,
  { repos, calendars, timeZone, rateLimit, writeRateLimit, now = () => new Date() },
) => {
  const cache = createBlogListCache<Slots>({ ttlMs: SLOTS_CACHE_SECONDS * 1000, maxEntries: 500 });
  const onChange = () => cache.clear();
  // Booked calls block their slots (decision 127), and so do the busy times of connected calendars (decision 135).
  const busyTimes = async (from: Date, to: Date, except?: string): Promise<BusyInterval[]> => {
    const [booked, elsewhere] = await Promise.all([repos.bookings.busy(from, to, except), calendars.busy.busy(from, to)]);
    return [...booked, ...elsewhere];
  };
  await app.register(availabilityRoutes, { repos, defaultTimeZone: timeZone, onChange });
  await app.register(calendarRoutes, { repos, calendars, onChange });
  await app.register(slotRoutes, { repos, rateLimit, cache, busy: busyTimes, now });
  await app.register(bookRoutes, { repos, rateLimit: writeRateLimit, busy: busyTimes, onChange, now });
  await app.register(visitorCancelRoutes, { repos, rateLimit: writeRateLimit, onChange });
  await app.register(visitorRescheduleRoutes, { repos, rateLimit: writeRateLimit, busy: busyTimes, onChange, now });
  await app.register(bookingStaffRoutes, { repos, onChange });
  await app.register(moveCallRoutes, { repos, busy: busyTimes, onChange, now });
};

export default bookingRoutes;
