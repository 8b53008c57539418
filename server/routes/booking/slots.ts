import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { DateTime } from 'luxon';
import { errorResponses } from '@contract/common';
import { CALL_MINUTES, slotsQuery, slotsSchema, type Slot, type Slots } from '@contract/booking';
import type { Repositories } from '../../repositories/index';
import type { BusyInterval } from '../../booking/slots';
import { freeSlotsReader } from './free-slots';
import type { BlogListCache } from '../blogs/list-cache';
import { requireUser } from '../../plugins/app/auth';

/** What the slots' cache keeps for how long: a browser or proxy may keep an answer as long. */
export const SLOTS_CACHE_SECONDS = 30;

export interface SlotRouteOptions {
  repos: Repositories;
  rateLimit: RateLimitOptions | false;
  /** Answers by `from|to|tz`, dropped when anyone saves their hours (in this process; after the TTL for others). */
  cache: BlogListCache<Slots>;
  /** Who is busy when in [from, to): booked calls (decision 127), and whatever else is wired in. */
  busy: (from: Date, to: Date) => Promise<BusyInterval[]>;
  now: () => Date;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `tz` as numbers: one formatter per zone, kept (a 14-day answer formats ~800 starts). */
function clockIn(tz: string): Intl.DateTimeFormat {
  let clock = clocks.get(tz);
  if (!clock) {
    const options = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    clock = new Intl.DateTimeFormat('en-US', { timeZone: tz, ...options });
    clocks.set(tz, clock);
  }
  return clock;
}

/** A slot as visitors read it: UTC instants, and the start in their zone `tz` ("Monday 30 March, 09:00"). */
export function slotIn(slot: { start: Date; end: Date }, tz: string): Slot {
  const p = Object.fromEntries(
    clockIn(tz)
      .formatToParts(slot.start)
      .map((part) => [part.type, part.value]),
  );
  const day = `${p.year}-${p.month}-${p.day}`;
  const time = `${p.hour}:${p.minute}`;
  // The names from the calendar date itself: English names, whatever the runtime's locale data.
  const date = new Date(`${day}T00:00:00Z`);
  return {
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    label: `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}, ${time}`,
    day,
    time,
  };
}

/** GET /api/booking/slots (issue 47 point 3, decision 126): the free 20-minute call slots, for anyone. */
const slotRoutes: FastifyPluginAsyncZod<SlotRouteOptions> = async (app, { repos, rateLimit, cache, busy, now }) => {
  const free = freeSlotsReader({ repos, busy, now });
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
      const answer = await freeSlots(request.query);
      cache.set(key, answer, generation);
      return answer;
    },
  );

  /** The days' slots of whoever is `only` (every person who takes calls when unset), in `tz`. */
  async function freeSlots({ from, to, tz }: { from: string; to: string; tz: string }, only?: string): Promise<Slots> {
    const start = DateTime.fromISO(from, { zone: tz }).startOf('day');
    const end = DateTime.fromISO(to, { zone: tz }).plus({ days: 1 }).startOf('day');
    const slots = await free(start.toJSDate(), end.toJSDate(), { only });
    // Who is free stays on the server (round-robin picks at booking); visitors see times only.
    return { timeZone: tz, durationMinutes: CALL_MINUTES, slots: slots.map((slot) => slotIn(slot, tz)) };
  }

  app.get(
    '/api/account/availability/slots',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['booking'],
        summary:
          'My own free call slots on the days `from`…`to` in `tz`, as visitors are offered them (my hours, days off, notice and horizon, less my booked calls); none while I do not take calls. Not cached',
        querystring: slotsQuery,
        response: { 200: slotsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return freeSlots(request.query, requireUser(request).id);
    },
  );
};

export default slotRoutes;
