import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Slots } from '@contract/booking';
import type { Repositories } from '../../repositories/index';
import type { BusyInterval } from '../../booking/slots';
import { createBlogListCache } from '../blogs/list-cache';
import availabilityRoutes from './availability';
import slotRoutes, { SLOTS_CACHE_SECONDS } from './slots';

export interface BookingRouteOptions {
  repos: Repositories;
  /** The site's zone (TZ). */
  timeZone: string;
  /** The public reads' per-IP limit. */
  rateLimit: RateLimitOptions | false;
  /** Busy times; none until bookings and CalDAV calendars exist (issue 47 points 2–3). */
  busy?: (from: Date, to: Date) => Promise<BusyInterval[]>;
}

const noBusyTimes = async (): Promise<BusyInterval[]> => [];

/** Call booking (issue 47, decision 126): staff call hours and the public slots. */
const bookingRoutes: FastifyPluginAsyncZod<BookingRouteOptions> = async (app, { repos, timeZone, rateLimit, busy = noBusyTimes }) => {
  const cache = createBlogListCache<Slots>({ ttlMs: SLOTS_CACHE_SECONDS * 1000, maxEntries: 500 });
  await app.register(availabilityRoutes, { repos, defaultTimeZone: timeZone, onChange: () => cache.clear() });
  await app.register(slotRoutes, { repos, rateLimit, cache, busy });
};

export default bookingRoutes;
