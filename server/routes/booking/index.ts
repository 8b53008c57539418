import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Slots } from '@contract/booking';
import type { Repositories } from '../../repositories/index';
import type { BusyInterval } from '../../booking/slots';
import { createBlogListCache } from '../blogs/list-cache';
import availabilityRoutes from './availability';
import slotRoutes, { SLOTS_CACHE_SECONDS } from './slots';
import bookRoutes, { visitorCancelRoutes, visitorRescheduleRoutes } from './book';
import bookingStaffRoutes from './staff';

export interface BookingRouteOptions {
  repos: Repositories;
  /** The site's zone (TZ). */
  timeZone: string;
  /** The public reads' per-IP limit. */
  rateLimit: RateLimitOptions | false;
  /** The public forms' per-IP limit (booking, cancelling). */
  writeRateLimit: RateLimitOptions | false;
  /** Busy times besides the bookings (CalDAV calendars, issue 47 point 2); none yet. */
  busy?: (from: Date, to: Date) => Promise<BusyInterval[]>;
  /** The clock notice, horizon and "upcoming" read (a test seam); default: now. */
  now?: () => Date;
}

const noBusyTimes = async (): Promise<BusyInterval[]> => [];

/** Call booking (issue 47, decisions 126–127): staff call hours, the public slots, bookings. */
const bookingRoutes: FastifyPluginAsyncZod<BookingRouteOptions> = async (
  app,
  { repos, timeZone, rateLimit, writeRateLimit, busy = noBusyTimes, now = () => new Date() },
) => {
  const cache = createBlogListCache<Slots>({ ttlMs: SLOTS_CACHE_SECONDS * 1000, maxEntries: 500 });
  const onChange = () => cache.clear();
  // Booked calls block their slots (decision 127), besides whatever else `busy` knows.
  const busyTimes = async (from: Date, to: Date, except?: string) => [...(await repos.bookings.busy(from, to, except)), ...(await busy(from, to))];
  await app.register(availabilityRoutes, { repos, defaultTimeZone: timeZone, onChange });
  await app.register(slotRoutes, { repos, rateLimit, cache, busy: busyTimes, now });
  await app.register(bookRoutes, { repos, rateLimit: writeRateLimit, busy: busyTimes, onChange, now });
  await app.register(visitorCancelRoutes, { repos, rateLimit: writeRateLimit, onChange });
  await app.register(visitorRescheduleRoutes, { repos, rateLimit: writeRateLimit, busy: busyTimes, onChange, now });
  await app.register(bookingStaffRoutes, { repos, onChange });
};

export default bookingRoutes;
