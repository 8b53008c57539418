import './zod-config';
import { z } from 'zod';
import { isoDate, text } from './common';

/**
 * What an API key may do (decision 069). Each scope opens a fixed list of routes
 * (server/api-keys/scoped-routes.ts); users, settings, exports, backups, webhooks, API keys, the
 * audit log and erasure are never reachable with a key.
 */
export const API_SCOPES = ['leads:read', 'leads:write', 'posts:read', 'posts:write', 'subscribers:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'leads:read': 'Read leads',
  'leads:write': 'Change leads, add notes and replies',
  'posts:read': 'Read posts, drafts included',
  'posts:write': 'Create, change and delete posts',
  'subscribers:read': 'Read subscribers',
};

/** Every key starts with this, so a bearer token is told apart from a session token at a glance. */
export const API_KEY_PREFIX = 'dk_';

/**
 * Strict: a key has no expiry (revoke it instead), and a field the API would silently drop, such as
 * `expiresAt`, is refused with a 400 naming it rather than letting an integrator believe it holds (issue 42).
 */
export const createApiKeyBody = z
  .object({
    name: text(80).min(1, 'name is required'),
    scopes: z
      .array(z.enum(API_SCOPES, { message: `scopes must be among ${API_SCOPES.join(', ')}` }))
      .min(1, 'scopes needs at least one scope')
      .transform((scopes) => [...new Set(scopes)]),
    expiresAt: z.undefined({ message: 'expiresAt is not supported: API keys do not expire; revoke a key to end it' }).optional(),
  })
  .strict();
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

/** The key itself is answered this once; only its hash is kept. */
export const apiKeyCreatedSchema = z.object({ id: z.string(), key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The key's first characters, to recognise it ("dk_AbC1"). */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  createdByName: z.string(),
  createdAt: isoDate,
  lastUsedAt: isoDate.nullable(),
  revokedAt: isoDate.nullable(),
  revokedByName: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.array(apiKeySchema);
