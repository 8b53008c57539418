import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { availabilitySchema, defaultAvailability } from '@contract/booking';
import type { Repositories } from '../../repositories/index';
import { requireUser } from '../../plugins/app/auth';

const errors = errorResponses(400, 401, 403);

export interface AvailabilityRouteOptions {
  repos: Repositories;
  /** The site's zone (TZ): the zone of a person who never saved their hours. */
  defaultTimeZone: string;
  /** Told after every save: the slots' cache drops what it kept. */
  onChange: () => void;
}

/** One's own call hours (issue 47 point 1, decision 126): anyone who works on leads may take calls. */
const availabilityRoutes: FastifyPluginAsyncZod<AvailabilityRouteOptions> = async (app, { repos, defaultTimeZone, onChange }) => {
  app.get(
    '/api/account/availability',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['booking'],
        summary: 'My call hours: whether I take calls, weekly hours in my zone, days off, buffer, notice and horizon (staff who work on leads)',
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) => (await repos.callAvailability.find(requireUser(request).id)) ?? defaultAvailability(defaultTimeZone),
  );

  app.put(
    '/api/account/availability',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['booking'],
        summary:
          'Set my call hours. `weekly` ranges are wall-clock times in `timeZone` (from < to, no overlaps within a day; to may be 24:00); `exceptions` are whole days off in that zone',
        body: availabilitySchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) => {
      const { exceptions, weekly, ...rest } = request.body;
      const saved = await repos.callAvailability.save(requireUser(request).id, {
        ...rest,
        // Stored in one order, so the answer and the editor read the same list whatever was sent.
        weekly: [...weekly].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from)),
        exceptions: [...new Set(exceptions)].sort(),
      });
      onChange();
      return saved;
    },
  );
};

export default availabilityRoutes;
