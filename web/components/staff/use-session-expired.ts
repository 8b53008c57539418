import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSessionEnded } from '~/lib/api-error';
import { clearStoredUser } from '~/lib/session';

/**
 * For browser-side calls on staff screens: when the session ended meanwhile (expired, signed out
 * elsewhere, password changed), go to sign-in and come back here. Answers true when it did.
 */
export function useSessionExpired(): (err: unknown) => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (err: unknown) => {
      if (!isSessionEnded(err)) return false;
      clearStoredUser();
      navigate(`/auth/login?next=${encodeURIComponent(pathname + search)}`, { replace: true });
      return true;
    },
    [navigate, pathname, search],
  );
}
