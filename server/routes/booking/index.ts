import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Repositories } from '../../repositories/index';
import availabilityRoutes from './availability';

export interface BookingRouteOptions {
  repos: Repositories;
  /** The site's zone (TZ). */
  timeZone: string;
}

/** Call booking (issue 47, decision 126): staff call hours. */
const bookingRoutes: FastifyPluginAsyncZod<BookingRouteOptions> = async (app, { repos, timeZone }) => {
  await app.register(availabilityRoutes, { repos, defaultTimeZone: timeZone, onChange: () => {} });
};

export default bookingRoutes;
