import type { ApiScope } from '@contract/api-keys';

/**
 * The routes an API key may reach, each with the scope it needs (decision 069), as "METHOD
 * /api/path" exactly as registered. Everything else that needs a signed-in account (users,
 * settings, exports, backups, webhooks, API keys, the audit log, erasure, one's account…) is
 * refused to keys. The two public post routes answer drafts only to a key with posts:read;
 * without it the key reads them as a visitor does.
 */
export const SCOPED_ROUTES: Readonly<Record<string, ApiScope>> = {
  'GET /api/contacts': 'leads:read',
  'GET /api/contacts/:id': 'leads:read',
  'GET /api/contacts/status-counts': 'leads:read',
  'GET /api/contacts/sources': 'leads:read',
  'PATCH /api/contacts/:id': 'leads:write',
  'POST /api/contacts/:id/notes': 'leads:write',
  'POST /api/contacts/:id/emails': 'leads:write',
  'GET /api/blogs': 'posts:read',
  'GET /api/blogs/:id': 'posts:read',
  'POST /api/blogs/new': 'posts:write',
  'PUT /api/blogs/:id': 'posts:write',
  'DELETE /api/blogs/:id': 'posts:write',
  'POST /api/blogs/:id/unschedule': 'posts:write',
  'GET /api/subscriptions': 'subscribers:read',
  'GET /api/subscriptions/status-counts': 'subscribers:read',
};

/** The scope a route needs from a key, or undefined when no key may call it. */
export const scopeOf = (method: string, url: string | undefined): ApiScope | undefined => SCOPED_ROUTES[`${method} ${url ?? ''}`];
