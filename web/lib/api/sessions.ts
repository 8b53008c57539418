import { sessionListSchema, type SessionListQuery } from '@contract/users';
import type { Transport } from './transport';

/** Your own signed-in sessions (ending them is under auth). */
export const sessionsApi = ({ page }: Transport) => ({
  /** One page, most recently used first unless sorted; `total` from X-Total-Count. */
  page: (query: SessionListQuery = {}) => page(sessionListSchema, '/api/auth/sessions', query),
});
