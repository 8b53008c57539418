import { expect } from './fixtures';
import { adminApi } from './lead-desk-helpers';

/** Call hours that offer a time whenever a test runs: every day, all day, UTC, no buffer or notice. */
export const ALL_DAY_HOURS = {
  takesCalls: true,
  timeZone: 'UTC',
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: '00:00', to: '24:00' })),
  exceptions: [],
  bufferMinutes: 0,
  noticeMinutes: 0,
  horizonDays: 14,
};

/**
 * A new staff member who takes calls all day, with a bearer for their own reads. `stop()` ends that
 * after the test, so other specs on the same server see few call takers.
 */
export async function allDayCallTaker(baseURL: string, name: string) {
  const admin = await adminApi(baseURL);
  const me = await admin.staffUser(name);
  const login = await admin.api.post('/api/auth/login', { data: { email: me.email, password: me.password } });
  const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
  const saved = await admin.api.put('/api/account/availability', { headers: { authorization }, data: ALL_DAY_HOURS });
  expect(saved.status(), await saved.text()).toBe(200);
  return {
    admin,
    me,
    authorization,
    stop: () => admin.api.put('/api/account/availability', { headers: { authorization }, data: { ...ALL_DAY_HOURS, takesCalls: false } }),
  };
}
