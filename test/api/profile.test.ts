import { describe, expect, it } from 'vitest';
import type { StaffProfile } from '@contract/users';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape } from '../helpers/fixtures';

describe('GET/PUT /api/auth/me/profile (the author profile, decision 051)', async () => {
  const { app, loginAs } = await buildTestApp();
  const staff = await loginAs('user', { name: 'Sam Writer' });

  const get = () => app.inject({ method: 'GET', url: '/api/auth/me/profile', headers: staff.bearerHeaders });
  const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/auth/me/profile', headers: staff.bearerHeaders, payload });

  it('answers the signed-in person’s name, slug, bio and photo, and changes them while the slug stays', async () => {
    const before = (await get()).json() as StaffProfile;
    expect(before).toMatchObject({ _id: staff.user._id, name: 'Sam Writer', bio: '', profileImage: '' });
    expect(before.slug).toMatch(/^sam-writer/);

    const saved = await put({ name: 'Sam W. Writer', bio: 'Writes about data feeds.', profileImage: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...before, name: 'Sam W. Writer', bio: 'Writes about data feeds.' });
    expect((await get()).json()).toEqual(saved.json());
  });

  it('refuses an empty name with a message naming the field, and a visitor with 401', async () => {
    const bad = await put({ name: '', bio: '' });
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad);
    expect(bad.body).toContain('name');
    expect((await app.inject({ method: 'GET', url: '/api/auth/me/profile' })).statusCode).toBe(401);
  });
});
