import { anybody, only, type MatrixRows } from './types';

/**
 * Call booking (issue 47, decision 126): one's own call hours and calendar (decision 135) are for people who work on leads; the slots are public.
 * The PUT row sends hours the handler refuses (400): the guard let the role through, nothing is written.
 * Bookings (decision 127): booking and the visitor's cancel and reschedule (decision 133) links are public (a refused body, an unknown
 * booking: nothing is written); the staff list, no-show, move and cancel are for people who work on leads.
 */
const NO_BOOKING = '00000000-0000-4000-8000-000000000000';
const takesCalls = only('admin', 'sales_manager', 'sales', 'user');
export const bookingRows: MatrixRows = () => [
  {
    name: 'GET /api/account/availability',
    build: async () => ({ method: 'GET', url: '/api/account/availability' }),
    expected: only('admin', 'sales_manager', 'sales', 'user')(200),
  },
  {
    name: 'PUT /api/account/availability (a horizon past 60 days)',
    build: async () => ({
      method: 'PUT',
      url: '/api/account/availability',
      payload: { takesCalls: true, timeZone: 'UTC', weekly: [], exceptions: [], bufferMinutes: 0, noticeMinutes: 0, horizonDays: 61 },
    }),
    expected: only('admin', 'sales_manager', 'sales', 'user')(400),
  },
  {
    name: 'GET /api/account/availability/slots (my own)',
    build: async () => ({ method: 'GET', url: '/api/account/availability/slots?from=2026-12-01&to=2026-12-07&tz=Europe/Berlin' }),
    expected: takesCalls(200),
  },
  // One's own CalDAV calendar (decision 135): the PUT row's address is refused (400) before anything is reached; DELETE with none connected changes nothing.
  {
    name: 'GET /api/account/calendar',
    build: async () => ({ method: 'GET', url: '/api/account/calendar' }),
    expected: takesCalls(200),
  },
  {
    name: 'PUT /api/account/calendar (an ftp address)',
    build: async () => ({ method: 'PUT', url: '/api/account/calendar', payload: { url: 'ftp://calendar.example/', username: 'me', password: 'pw' } }),
    expected: takesCalls(400),
  },
  {
    name: 'DELETE /api/account/calendar (none connected)',
    build: async () => ({ method: 'DELETE', url: '/api/account/calendar' }),
    expected: takesCalls(200),
  },
  // Public: a visitor picks a time.
  {
    name: 'GET /api/booking/slots',
    build: async () => ({ method: 'GET', url: '/api/booking/slots?from=2026-12-01&to=2026-12-07&tz=Europe/Berlin' }),
    expected: anybody(200),
  },
  {
    name: 'POST /api/booking (no start)',
    build: async () => ({ method: 'POST', url: '/api/booking', payload: { name: 'Visitor', email: 'visitor@example.com' } }),
    expected: anybody(400),
  },
  {
    name: 'POST /api/booking/:id/cancel (no such booking)',
    build: async () => ({ method: 'POST', url: `/api/booking/${NO_BOOKING}/cancel`, payload: { token: 'not-a-token' } }),
    expected: anybody(404),
  },
  {
    name: 'GET /api/booking/:id/reschedule (no such booking)',
    build: async () => ({ method: 'GET', url: `/api/booking/${NO_BOOKING}/reschedule?token=not-a-token` }),
    expected: anybody(404),
  },
  {
    name: 'POST /api/booking/:id/reschedule (no such booking)',
    build: async () => ({
      method: 'POST',
      url: `/api/booking/${NO_BOOKING}/reschedule`,
      payload: { token: 'not-a-token', start: '2027-03-29T07:00:00Z' },
    }),
    expected: anybody(404),
  },
  {
    name: 'GET /api/bookings',
    build: async () => ({ method: 'GET', url: '/api/bookings?mine=1' }),
    expected: takesCalls(200),
  },
  {
    name: 'PATCH /api/bookings/:id (no such booking)',
    build: async () => ({ method: 'PATCH', url: `/api/bookings/${NO_BOOKING}`, payload: { status: 'no_show' } }),
    expected: takesCalls(404),
  },
  {
    name: 'POST /api/bookings/:id/cancel (no such booking)',
    build: async () => ({ method: 'POST', url: `/api/bookings/${NO_BOOKING}/cancel` }),
    expected: takesCalls(404),
  },
  {
    name: 'GET /api/bookings/:id/move (no such booking)',
    build: async () => ({ method: 'GET', url: `/api/bookings/${NO_BOOKING}/move` }),
    expected: takesCalls(404),
  },
  {
    name: 'POST /api/bookings/:id/reschedule (no such booking)',
    build: async () => ({ method: 'POST', url: `/api/bookings/${NO_BOOKING}/reschedule`, payload: { start: '2031-03-03T09:00:00.000Z' } }),
    expected: takesCalls(404),
  },
];
