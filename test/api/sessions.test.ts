import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '@contract/users';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape, NON_UUID, UNKNOWN_UUID } from '../helpers/fixtures';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('sessions you can see', async () => {
  const { app, loginAs } = await buildTestApp();
  const list = async (h: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: h });
    expect(res.statusCode).toBe(200);
    return res.json() as SessionInfo[];
  };
  const me = (h: Record<string, string>) => app.inject({ method: 'GET', url: '/api/auth/me', headers: h });
  const signInWith = async (email: string, userAgent: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': userAgent },
      payload: { email, password: 'correct horse battery' },
    });
    return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
  };

  it('lists own sessions with the browser, address, times and which one is current', async () => {
    const a = await loginAs('user', { email: 'seen@example.com' });
    const firefox = await signInWith('seen@example.com', FIREFOX);
    const sessions = await list(firefox);
    expect(sessions).toHaveLength(2);
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.browser).toBe('Firefox 128 on Windows');
    expect(current[0]!.ip).toBe('127.0.0.1');
    expect(Date.parse(current[0]!.createdAt)).not.toBeNaN();
    expect(Date.parse(current[0]!.lastSeenAt)).not.toBeNaN();
    // Another account's sessions never show.
    await loginAs('user', { email: 'someone-else@example.com' });
    expect((await list(a.bearerHeaders)).length).toBe(2);
  });

  it('ends one own session; another user’s session id answers 404 and stays', async () => {
    const a = await loginAs('user', { email: 'ender@example.com' });
    const b = await loginAs('user', { email: 'ender@example.com' });
    const stranger = await loginAs('user', { email: 'stranger@example.com' });
    const bId = (await list(b.bearerHeaders)).find((s) => s.current)!._id;
    const strangerId = (await list(stranger.bearerHeaders))[0]!._id;
    const refused = await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${strangerId}`, headers: a.bearerHeaders });
    expect(refused.statusCode).toBe(404);
    expect(expectErrorShape(refused).message).toBe('Session not found');
    expect((await me(stranger.bearerHeaders)).statusCode).toBe(200);
    for (const bad of [UNKNOWN_UUID, NON_UUID]) {
      expect((await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${bad}`, headers: a.bearerHeaders })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${bId}`, headers: a.bearerHeaders })).statusCode).toBe(200);
    expect((await me(b.bearerHeaders)).statusCode).toBe(401);
    expect((await me(a.bearerHeaders)).statusCode).toBe(200);
  });

  it('"end all others" keeps only the current session', async () => {
    const a = await loginAs('user', { email: 'many@example.com' });
    const b = await loginAs('user', { email: 'many@example.com' });
    const c = await loginAs('user', { email: 'many@example.com' });
    expect((await app.inject({ method: 'DELETE', url: '/api/auth/sessions', headers: a.bearerHeaders })).statusCode).toBe(200);
    expect((await me(a.bearerHeaders)).statusCode).toBe(200);
    expect((await me(b.bearerHeaders)).statusCode).toBe(401);
    expect((await me(c.bearerHeaders)).statusCode).toBe(401);
    expect(await list(a.bearerHeaders)).toHaveLength(1);
  });

  it('an admin ends every session of a user; a user cannot (403)', async () => {
    const admin = await loginAs('admin');
    const target = await loginAs('user', { email: 'target-s@example.com' });
    const other = await loginAs('user');
    const url = `/api/auth/users/${target.user._id}/sessions`;
    expect((await app.inject({ method: 'DELETE', url, headers: other.bearerHeaders })).statusCode).toBe(403);
    expect((await me(target.bearerHeaders)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url, headers: admin.bearerHeaders })).statusCode).toBe(200);
    expect((await me(target.bearerHeaders)).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/auth/users/${UNKNOWN_UUID}/sessions`, headers: admin.bearerHeaders })).statusCode).toBe(
      404,
    );
  });
});
