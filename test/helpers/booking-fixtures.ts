import type { Availability } from '@contract/booking';

/** Call hours Monday to Friday, 09:00–17:00 in Berlin, no buffer or notice, 30 days ahead (decision 126). */
export const berlinHours = (over: Partial<Availability> = {}): Availability => ({
  takesCalls: true,
  timeZone: 'Europe/Berlin',
  weekly: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' })),
  exceptions: [],
  bufferMinutes: 0,
  noticeMinutes: 0,
  horizonDays: 30,
  ...over,
});

/** Call hours that offer a time whenever a test runs: every day, all day, UTC, no buffer or notice. */
export const ALL_DAY_HOURS: Availability = {
  takesCalls: true,
  timeZone: 'UTC',
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: '00:00', to: '24:00' })),
  exceptions: [],
  bufferMinutes: 0,
  noticeMinutes: 0,
  horizonDays: 14,
};
