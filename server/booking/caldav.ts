import { pinnedAgent, resolvedTarget, systemResolve, type Resolve } from '../lib/public-address';

/** Why a calendar could not be used, each answered under the field the person can fix. */
export type CalDavProblem = 'private' | 'unreachable' | 'refused' | 'no-calendar';

export class CalDavError extends Error {
  constructor(
    readonly problem: CalDavProblem,
    message: string,
  ) {
    super(message);
  }
}

/** Where a person's calendar is, and how to sign in to it. */
export interface CalendarAccount {
  calendarUrl: string;
  username: string;
  password: string;
}

export interface CalDavOptions {
  /** CALDAV_ALLOW_PRIVATE: loopback and private addresses may be reached (tests, a closed network). */
  allowPrivate: boolean;
  /** Each request gives up after this long. */
  timeoutMs?: number;
  resolve?: Resolve;
}

/** A calendar object as the server holds it. */
export interface CalendarObject {
  url: string;
  data: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

interface Answer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

/**
 * A fetch for tsdav that reaches only public addresses (checked after DNS and pinned, as webhooks do)
 * unless allowed, on every redirect too (followed here, each hop checked; at most 5), gives up after
 * `timeoutMs` for all of it, and turns a refused sign-in or a failing server into a CalDavError.
 */
function publicOnlyFetch(options: Required<CalDavOptions>): typeof fetch {
  return async (input, given = {}) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    let init = given;
    const signal = AbortSignal.timeout(options.timeoutMs);
    for (let hop = 0; ; hop++) {
      const answer = await fetchChecked(url, init, signal, options);
      const location = answer.headers.find(([name]) => name.toLowerCase() === 'location')?.[1];
      if (given.redirect === 'manual' || !REDIRECTS.has(answer.status) || !location) {
        return new Response(answer.status === 204 || answer.status === 304 ? null : answer.body, answer);
      }
      if (hop >= MAX_REDIRECTS) throw new CalDavError('unreachable', `more than ${MAX_REDIRECTS} redirects`);
      url = new URL(location, url);
      if (answer.status === 303) init = { ...init, method: 'GET', body: null };
    }
  };
}

/** One request to a checked, pinned address, its redirect not followed; the whole answer read. */
async function fetchChecked(
  url: URL,
  init: RequestInit,
  signal: AbortSignal,
  { allowPrivate, timeoutMs, resolve }: Required<CalDavOptions>,
): Promise<Answer> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CalDavError('unreachable', `${url.protocol} is not a web address`);
  const target = await resolvedTarget(url, resolve);
  if (!target) throw new CalDavError('unreachable', `${url.hostname} was not found`);
  if (target.blocked && !allowPrivate) throw new CalDavError('private', `${url.hostname} is a private address (${target.blocked.address})`);
  const agent = await pinnedAgent(target.address);
  try {
    const { fetch: undiciFetch } = await import('undici');
    const response = await undiciFetch(url, { ...(init as Parameters<typeof undiciFetch>[1]), redirect: 'manual', dispatcher: agent, signal });
    // The body is read before the agent closes.
    const body = await response.arrayBuffer();
    if (response.status === 401 || response.status === 403)
      throw new CalDavError('refused', `the calendar server refused the sign-in (${response.status})`);
    if (response.status >= 500) throw new CalDavError('unreachable', `the calendar server failed (${response.status})`);
    return { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
  } catch (err) {
    if (err instanceof CalDavError) throw err;
    const cause = (err as { cause?: { code?: string } }).cause;
    throw new CalDavError('unreachable', signal.aborted ? `no answer within ${timeoutMs / 1000} s` : (cause?.code ?? (err as Error).message));
  } finally {
    void agent.close();
  }
}

/**
 * A CalDAV client (RFC 4791) on tsdav, through `publicOnlyFetch`. tsdav is loaded on the first call, not at start.
 */
export function createCalDav({ allowPrivate, timeoutMs = 8000, resolve = systemResolve }: CalDavOptions) {
  const guardedFetch = publicOnlyFetch({ allowPrivate, timeoutMs, resolve });

  const auth = (account: Pick<CalendarAccount, 'username' | 'password'>) => ({
    authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`,
  });
  const objectUrl = (account: CalendarAccount, name: string) => new URL(encodeURIComponent(name), account.calendarUrl).href;

  return {
    /**
     * Signs in at `url` (a server, a principal or a calendar) and finds the calendar to use: the one at
     * `url` itself when it is one, otherwise the first that holds events.
     */
    async connect(url: string, username: string, password: string): Promise<{ calendarUrl: string; calendarName: string }> {
      const { createDAVClient } = await import('tsdav');
      const client = await createDAVClient({
        serverUrl: url,
        credentials: { username, password },
        authMethod: 'Basic',
        defaultAccountType: 'caldav',
        fetch: guardedFetch,
      }).catch((err: unknown) => {
        throw err instanceof CalDavError ? err : new CalDavError('unreachable', `no CalDAV service answered (${(err as Error).message})`);
      });
      const calendars = (await client.fetchCalendars()).filter((c) => !c.components || c.components.includes('VEVENT'));
      const given = new URL(url).href.replace(/\/?$/, '/');
      const chosen = calendars.find((c) => c.url === given) ?? calendars[0];
      if (!chosen) throw new CalDavError('no-calendar', 'no calendar with events was found for this user');
      const name = typeof chosen.displayName === 'string' ? chosen.displayName : '';
      return { calendarUrl: chosen.url, calendarName: name };
    },

    /** The calendar's objects with an event in [from, to) (a calendar-query with a time range; recurrences expanded by the caller). */
    async eventsBetween(account: CalendarAccount, from: Date, to: Date): Promise<CalendarObject[]> {
      const { fetchCalendarObjects } = await import('tsdav');
      const objects = await fetchCalendarObjects({
        calendar: { url: account.calendarUrl },
        timeRange: { start: from.toISOString(), end: to.toISOString() },
        headers: auth(account),
        fetch: guardedFetch,
      });
      return objects.map((o) => ({ url: o.url, data: typeof o.data === 'string' ? o.data : '' })).filter((o) => o.data);
    },

    /** Writes (or replaces) the object `name` (e.g. `booking-….ics`). */
    async put(account: CalendarAccount, name: string, ics: string): Promise<void> {
      const { updateObject } = await import('tsdav');
      const response = await updateObject({
        url: objectUrl(account, name),
        data: ics,
        headers: { ...auth(account), 'content-type': 'text/calendar; charset=utf-8' },
        fetch: guardedFetch,
      });
      if (!response.ok) throw new CalDavError('unreachable', `the calendar refused the event (${response.status})`);
    },

    /** Removes the object `name`; one already gone is fine. */
    async remove(account: CalendarAccount, name: string): Promise<void> {
      const { deleteObject } = await import('tsdav');
      const response = await deleteObject({ url: objectUrl(account, name), headers: auth(account), fetch: guardedFetch });
      if (!response.ok && response.status !== 404)
        throw new CalDavError('unreachable', `the calendar refused to remove the event (${response.status})`);
    },
  };
}

export type CalDav = ReturnType<typeof createCalDav>;
