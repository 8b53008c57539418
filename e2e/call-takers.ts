import { expect } from './fixtures';
import { ALL_DAY_HOURS } from '../test/helpers/booking-fixtures';
import { adminApi } from './lead-desk-helpers';

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
