import { anybody, only, type MatrixRows } from './types';

/**
 * Call booking (issue 47, decision 126): one's own call hours are for people who work on leads; the slots are public.
 * The PUT row sends hours the handler refuses (400): the guard let the role through, nothing is written.
 */
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
  // Public: a visitor picks a time.
  {
    name: 'GET /api/booking/slots',
    build: async () => ({ method: 'GET', url: '/api/booking/slots?from=2026-12-01&to=2026-12-07&tz=Europe/Berlin' }),
    expected: anybody(200),
  },
];
