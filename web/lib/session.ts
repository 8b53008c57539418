import { useEffect } from 'react';
import type { PublicUser } from '@contract/users';

/** SPEC.md: the signed-in user object lives in local storage under this key (never a token). */
export const USER_STORAGE_KEY = 'user';

/** The stored user, or null when absent, unreadable or outside a browser. */
export function getStoredUser(): PublicUser | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as PublicUser) : null;
  } catch {
    return null;
  }
}

/** Keeps only the public fields, so a token or hash can never end up in storage by accident. */
export function storeUser(user: PublicUser): void {
  if (typeof window === 'undefined') return;
  const { _id, name, email, phone, profileImage, role, createdAt } = user;
  try {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ _id, name, email, phone, profileImage, role, createdAt }));
  } catch {
    // Storage can be full or blocked; the session cookie is what matters.
  }
}

export function clearStoredUser(): void {
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.removeItem(USER_STORAGE_KEY);
    // SPEC.md's original product kept a token here; never leave one behind.
    window.localStorage.removeItem('token');
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/**
 * For the sign-in page: the server just said nobody is signed in here (the session ended, or was
 * ended elsewhere), so drop a stale local copy of the user on arrival.
 */
export function useForgetStoredUser(): void {
  useEffect(() => clearStoredUser(), []);
}

export { safeNext } from '@contract/safe-next';
