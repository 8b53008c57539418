import { ROLES, type Role } from '@contract/roles';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import type { Session } from '../../helpers/app';

/** Who calls: nobody, or a signed-in account of one role (decision 054). */
export type MatrixRole = 'anonymous' | Role;
export const MATRIX_ROLES: readonly MatrixRole[] = ['anonymous', ...ROLES];

/** The status each role gets, written out per role: never derived from ROLE_PERMISSIONS. */
export type Expected = Record<MatrixRole, number>;

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

/** What a row's builder may use: the app, its database, and one signed-in session per role. */
export interface MatrixContext {
  app: App;
  database: Database;
  sessions: Record<Role, Session>;
}

export interface MatrixRow {
  /**
   * "METHOD /api/path" exactly as the route is registered (`:id` parameters and all), then an
   * optional variant in parentheses: "PUT /api/blogs/:id (someone else's)". The first two words
   * are how the completeness check finds the endpoint.
   */
  name: string;
  /** The request for this caller (`me` undefined: anonymous); may create what it needs first. */
  build: (me: Session | undefined, ctx: MatrixContext) => Promise<MatrixRequest>;
  expected: Expected;
}

/** Each rows-*.ts file exports one of these. */
export type MatrixRows = (ctx: MatrixContext) => MatrixRow[];

/**
 * The listed roles get `ok`, anonymous 401, every other role 403; `overrides` changes single roles
 * (404 for a lead out of scope, 400 for a body a role may not send…).
 * `only('admin', 'editor')(200)` → { anonymous: 401, admin: 200, editor: 200, author: 403, contributor: 403, sales: 403, user: 403 }.
 */
export function only(...roles: Role[]) {
  return (ok: number, overrides: Partial<Expected> = {}): Expected => {
    const expected = { anonymous: 401 } as Expected;
    for (const role of ROLES) expected[role] = roles.includes(role) ? ok : 403;
    return { ...expected, ...overrides };
  };
}

/** Every signed-in role gets `ok` (one's own account, …). */
export const everyone = only(...ROLES);

/** A public endpoint: everybody, signed in or not, gets `status`. */
export function anybody(status: number, overrides: Partial<Expected> = {}): Expected {
  return { ...(Object.fromEntries(MATRIX_ROLES.map((r) => [r, status])) as Expected), ...overrides };
}

/** The endpoint a row is about: "PUT /api/blogs/:id (own draft)" → "PUT /api/blogs/:id". */
export const endpointOf = (name: string): string => name.split(' ').slice(0, 2).join(' ');
