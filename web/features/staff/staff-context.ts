import { createContext, data } from 'react-router';
import { refusalMessage, type Permission } from '@contract/roles';
import type { PublicUser } from '@contract/users';

/**
 * The signed-in staff member, set once per request by the staff layout's guard
 * (staff-guard.server.ts). No default: reading it outside the staff layout is a bug, and throws.
 */
export const staffUserContext = createContext<PublicUser>();

/** What a refused staff screen throws: its ErrorBoundary (staff-error-boundary.tsx) shows `message`. */
export interface StaffRefusal {
  message: string;
}

/**
 * The one way a staff screen refuses a role: a 403 with the API's own refusal text for the
 * permission (refusalMessage), or, for an unexpected refusal, naming what the visitor may not do.
 */
export function staffRefusal(what: Permission | { what: string }) {
  const message = typeof what === 'string' ? refusalMessage(what) : `You do not have permission to ${what.what}. Only administrators can.`;
  const body: StaffRefusal = { message };
  return data(body, { status: 403 });
}
