import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from '../../server/lib/password-policy';
import { buildTestApp } from '../helpers/app';
import { countRows, expectErrorShape } from '../helpers/fixtures';

describe('password policy (ASVS 5.0 §6.2)', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const admin = await loginAs('admin');
  const createUser = (password: string, name = 'Nadia Okafor', email = 'nadia.o@example.com') =>
    app.inject({ method: 'POST', url: '/api/admin/users', headers: admin.bearerHeaders, payload: { name, email, password } });

  it.each([
    ['too short (7)', 'qz7-wpl', 'Password must be at least 8 characters'],
    ['too long (129)', 'a b'.repeat(43), 'Password must be at most 128 characters'],
    ['one of the most common', 'password1', COMMON_PASSWORD_MESSAGE],
    ['common in another case', 'PaSsWoRd1', COMMON_PASSWORD_MESSAGE],
    ['holding the name', 'xx-Okafor-2026', PERSONAL_PASSWORD_MESSAGE],
    ['holding the email local part', 'my nadia.o pass', PERSONAL_PASSWORD_MESSAGE],
  ])('refuses a password %s with a 400 naming password, and creates nothing', async (_, password, message) => {
    const before = await countRows(database.db);
    const res = await createUser(password);
    expect(res.statusCode).toBe(400);
    const body = expectErrorShape(res);
    expect(body.errors?.[0]).toEqual({ field: 'password', message });
    expect(await countRows(database.db)).toEqual(before);
  });

  it('accepts any characters, spaces and emoji included, from 8 to 128 (code points)', async () => {
    expect((await createUser('  tall  lamp  ', 'A B', 'spaces@example.com')).statusCode).toBe(201);
    expect((await createUser('🔑'.repeat(128), 'A B', 'emoji@example.com')).statusCode).toBe(201);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'spaces@example.com', password: '  tall  lamp  ' } });
    expect(login.statusCode).toBe(200);
  });

  it('applies to a password change too, against the account being changed', async () => {
    const user = await loginAs('user', { name: 'Tomasz Wiśniewski', email: 'tomasz@example.com' });
    const change = (password: string) =>
      app.inject({ method: 'PUT', url: `/api/auth/changepassword/${user.user._id}`, headers: admin.bearerHeaders, payload: { password } });
    for (const [password, message] of [
      ['iloveyou', COMMON_PASSWORD_MESSAGE],
      ['tomasz-rocks-9', PERSONAL_PASSWORD_MESSAGE],
      ['WIŚNIEWSKI 2026', PERSONAL_PASSWORD_MESSAGE],
    ] as const) {
      const res = await change(password);
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res).errors?.[0]).toEqual({ field: 'password', message });
    }
    expect((await change('quiet river 77')).statusCode).toBe(200);
  });
});
