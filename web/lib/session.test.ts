import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredUser, getStoredUser, safeNext, storeUser } from './session';

describe('safeNext', () => {
  it('keeps local paths with their query', () => {
    expect(safeNext('/subscriptions')).toBe('/subscriptions');
    expect(safeNext('/blogs/edit/42?tab=1')).toBe('/blogs/edit/42?tab=1');
  });
  it.each([null, undefined, '', 'dashboard', 'https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)'])(
    'refuses %j and falls back to /dashboard',
    (next) => {
      expect(safeNext(next)).toBe('/dashboard');
    },
  );
});

describe('stored user', () => {
  afterEach(() => localStorage.clear());
  const user = {
    _id: 'u1',
    name: 'Ada',
    email: 'ada@example.com',
    phone: '',
    profileImage: '',
    role: 'admin' as const,
    createdAt: '2026-01-01T00:00:00Z',
  };

  it('stores only the public fields under "user"', () => {
    storeUser({ ...user, token: 'secret', passwordHash: 'x' } as typeof user);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(user);
    expect(getStoredUser()).toEqual(user);
  });
  it('clears the user and any legacy token', () => {
    storeUser(user);
    localStorage.setItem('token', 'legacy');
    clearStoredUser();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(getStoredUser()).toBeNull();
  });
  it('reads unparseable storage as signed out', () => {
    localStorage.setItem('user', '{not json');
    expect(getStoredUser()).toBeNull();
  });
});
