import { ROLES } from '@contract/roles';
import type { Session } from '../../helpers/app';
import type { MatrixRole } from './types';

/**
 * Who calls each row: nobody, every role by bearer token, and the two SPEC roles by cookie too
 * (the cookie path adds the cross-site check, decision 033). Ten callers.
 */
export interface Caller {
  name: string;
  role: MatrixRole;
  via: 'bearer' | 'cookie' | null;
}

export const CALLERS: readonly Caller[] = [
  { name: 'anonymous', role: 'anonymous', via: null },
  ...ROLES.map((role): Caller => ({ name: role, role, via: 'bearer' })),
  { name: 'admin (cookie)', role: 'admin', via: 'cookie' },
  { name: 'user (cookie)', role: 'user', via: 'cookie' },
];

/** The headers that sign the caller in (none for anonymous). */
export function authHeaders(caller: Caller, me: Session | undefined): Record<string, string> {
  if (!me || !caller.via) return {};
  return caller.via === 'cookie' ? me.cookieHeaders : me.bearerHeaders;
}
