import { createContext, data } from 'react-router';
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

/** The one way a staff screen refuses a role: a 403 naming what the visitor may not do. */
export function staffRefusal(what: string) {
  const body: StaffRefusal = { message: `You do not have permission to ${what}. Only administrators can.` };
  return data(body, { status: 403 });
}
