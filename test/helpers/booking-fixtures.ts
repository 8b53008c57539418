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
