import type { RouteOptions } from 'fastify';
import type { ApiScope } from '@contract/api-keys';
import { errorResponses } from '@contract/common';
import { TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@contract/paging';

/** The document's names for the three ways to call (components.securitySchemes). */
export const SECURITY_SCHEMES = {
  session: { type: 'http', scheme: 'bearer', description: 'The token a sign-in answers (POST /api/auth/login)' },
  apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'dk_…', description: 'An API key with the scope the operation names' },
  cookie: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The session cookie a browser sign-in sets (`__Host-sid` over TLS)' },
} as const;

type Requirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/**
 * Who may call an operation, as OpenAPI security requirements (any one of them will do): a staff
 * route (one that names a permission) takes a session, by bearer token or cookie, and an API key
 * when the key has the route's scope; a public route takes none, and an empty requirement first
 * says so where a session or key changes the answer (drafts for staff).
 */
export function securityOf(route: Pick<RouteOptions, 'config'>, scope: ApiScope | undefined): Requirement[] {
  const staff: Requirement[] = [{ session: [] }, { cookie: [] }, ...(scope ? [{ apiKey: [scope] }] : [])];
  if (route.config?.permission) return staff;
  return route.config?.variesBySession || scope ? [{}, ...staff] : [];
}

/** A stable operationId from the method and path: `PATCH /api/contacts/:id` → `patchContactsById`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The error answers a staff route gives without saying so in its own schema: not signed in, and not allowed. */
export function withStaffErrors(response: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!response) return response;
  return { ...errorResponses(401, 403), ...response };
}

/** The X-Total-Count header on a list's 200, for routes that send it (`config.totalCount`). */
export function withTotalCountHeader(response: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const ok = response?.['200'];
  if (!ok || typeof ok !== 'object') return response;
  const headers = {
    [TOTAL_COUNT_HEADER]: { type: 'integer', minimum: 0, description: 'How many items match, on every page' },
    [TOTAL_CAPPED_HEADER]: {
      type: 'string',
      enum: ['true'],
      description: `Sent when the count stopped at a cap (a lead search): at least ${TOTAL_COUNT_HEADER} items match`,
    },
  };
  return { ...response, 200: { ...ok, headers } };
}
