import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { calendarConnectBody, calendarConnectionSchema, type CalendarConnection } from '@contract/booking';
import type { Repositories } from '../../repositories/index';
import type { CalendarConnectionRow } from '../../repositories/row-types';
import type { Calendars } from '../../booking/calendars';
import { CalDavError, type CalDavProblem } from '../../booking/caldav';
import { requireUser } from '../../plugins/app/auth';
import { BadRequestError } from '../../lib/errors';

export interface CalendarRouteOptions {
  repos: Repositories;
  calendars: Calendars;
  /** Told after every change: the slots' cache drops what it kept. */
  onChange: () => void;
}

const NOT_CONNECTED: CalendarConnection = { connected: false, url: '', username: '', calendarName: '', checkedAt: null, lastError: null };

const toConnection = (row: CalendarConnectionRow): CalendarConnection => ({
  connected: true,
  url: row.url,
  username: row.username,
  calendarName: row.calendarName,
  checkedAt: row.checkedAt?.toISOString() ?? null,
  lastError: row.lastError,
});

/** Each problem under the field the person can fix. */
const FIELD: Record<CalDavProblem, 'url' | 'password'> = { private: 'url', unreachable: 'url', 'no-calendar': 'url', refused: 'password' };
const MESSAGE: Record<CalDavProblem, string> = {
  private: 'This address is on a private network, which this site does not reach (CALDAV_ALLOW_PRIVATE)',
  unreachable: 'No calendar server answered at this address',
  'no-calendar': 'The server has no calendar with events for this user',
  refused: 'The calendar server refused this user name and app password',
};

/** One's own CalDAV calendar (issue 47 point 2, decision 135): its busy times block one's slots, one's calls are written into it. */
const calendarRoutes: FastifyPluginAsyncZod<CalendarRouteOptions> = async (app, { repos, calendars, onChange }) => {
  const errors = errorResponses(400, 401, 403);
  const changed = (userId: string) => {
    calendars.busy.forget(userId);
    onChange();
  };

  app.get(
    '/api/account/calendar',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['booking'],
        summary: 'My connected CalDAV calendar, if any (never its password)',
        response: { 200: calendarConnectionSchema, ...errors },
      },
    },
    async (request) => {
      const row = await repos.calendarConnections.find(requireUser(request).id);
      return row ? toConnection(row) : NOT_CONNECTED;
    },
  );

  app.put(
    '/api/account/calendar',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['booking'],
        summary:
          'Connect my CalDAV calendar: `url` is the server, my principal or one calendar; `password` an app password. Checked by signing in and finding the calendar (400 naming the field when that fails); replaces a calendar connected before',
        body: calendarConnectBody,
        response: { 200: calendarConnectionSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { url, username, password } = request.body;
      let found: { calendarUrl: string; calendarName: string };
      try {
        found = await calendars.caldav.connect(url, username, password);
      } catch (err) {
        if (!(err instanceof CalDavError)) throw err;
        const field = FIELD[err.problem];
        request.log.info({ err, problem: err.problem }, 'calendar not connected');
        throw new BadRequestError(MESSAGE[err.problem], [{ field, message: `${MESSAGE[err.problem]} (${err.message})` }]);
      }
      const row = await repos.calendarConnections.save(user.id, { url, username, passwordSealed: calendars.box.seal(password), ...found });
      changed(user.id);
      return toConnection(row);
    },
  );

  app.delete(
    '/api/account/calendar',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['booking'],
        summary: 'Disconnect my calendar: its busy times no longer block my slots (the calls already written into it stay there)',
        response: { 200: calendarConnectionSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await repos.calendarConnections.remove(user.id);
      changed(user.id);
      return NOT_CONNECTED;
    },
  );
};

export default calendarRoutes;
