import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { DateTime } from 'luxon';
import { errorResponses } from '@contract/common';
import { CALL_MINUTES, slotsQuery, slotsSchema, type Slot, type Slots } from '@contract/booking';
import type { Repositories } from '../../repositories/index';
import { computeSlots, type BusyInterval } from '../../booking/slots';
import type { BlogListCache } from '../blogs/list-cache';

/** What the slots' cache keeps for how long: a browser or proxy may keep an answer as long. */
export const SLOTS_CACHE_SECONDS = 30;

export interface SlotRouteOptions {
  repos: Repositories;
  rateLimit: RateLimitOptions | false;
  /** Answers by `from|to|tz`, dropped when anyone saves their hours (in this process; after the TTL for others). */
  cache: BlogListCache<Slots>;
  /**
   * Who is busy when in [from, to). None yet: the bookings and CalDAV calendars of issue 47's later
   * points feed it here.
   */
  busy: (from: Date, to: Date) => Promise<BusyInterval[]>;
  now: () => Date;
}

/** A slot as visitors read it: UTC instants, and the start in their zone `tz`. */
export function slotIn(slot: { start: Date; end: Date }, tz: string): Slot {
  const local = DateTime.fromJSDate(slot.start, { zone: tz }).setLocale('en-GB');
  return {
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    label: local.toFormat('cccc d LLLL, HH:mm'),
    day: local.toISODate()!,
    time: local.toFormat('HH:mm'),
  };
}

/** GET /api/booking/slots (issue 47 point 3, decision 126): the free 20-minute call slots, for anyone. */
const slotRoutes: FastifyPluginAsyncZod<SlotRouteOptions> = async (app, { repos, rateLimit, cache, busy, now }) => {
  app.get(
    '/api/booking/slots',
    {
      config: { rateLimit },
      schema: {
        tags: ['booking'],
        summary: `The free ${CALL_MINUTES}-minute call slots on the days \`from\`…\`to\` (YYYY-MM-DD, both included, at most 31 days) in the visitor's IANA zone \`tz\`, soonest first: each an ISO instant with its label in \`tz\`. A slot is offered when anyone who takes calls is free then. Cached for ${SLOTS_CACHE_SECONDS} s`,
        querystring: slotsQuery,
        response: { 200: slotsSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { from, to, tz } = request.query;
      reply.header('cache-control', `public, max-age=${SLOTS_CACHE_SECONDS}`);
      const key = `${from}|${to}|${tz}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const generation = cache.generation();
      const start = DateTime.fromISO(from, { zone: tz }).startOf('day');
      const end = DateTime.fromISO(to, { zone: tz }).plus({ days: 1 }).startOf('day');
      const [people, busyTimes] = await Promise.all([repos.callAvailability.takingCalls(), busy(start.toJSDate(), end.toJSDate())]);
      const slots = computeSlots({ people, busy: busyTimes, from: start.toJSDate(), to: end.toJSDate(), now: now() });
      const answer: Slots = {
        timeZone: tz,
        durationMinutes: CALL_MINUTES,
        // Who is free stays on the server (round-robin picks at booking); visitors see times only.
        slots: slots.map((slot) => slotIn(slot, tz)),
      };
      cache.set(key, answer, generation);
      return answer;
    },
  );
};

export default slotRoutes;
