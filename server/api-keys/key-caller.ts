import type { FastifyRequest } from 'fastify';
import { API_KEY_PREFIX } from '@contract/api-keys';
import { can } from '@contract/roles';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { apiKeyActorName, type ActiveApiKey, type ApiKeysRepository } from '../repositories/api-keys';
import type { ActiveSession } from '../repositories/sessions';
import { scopeOf } from './scoped-routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key the caller sent (decision 069), or null: checked against the route's scope by the guard. */
    apiKey: ActiveApiKey | null;
  }
}

/** Keys and session tokens share the bearer header; the prefix tells them apart. */
export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** Finds the key (401 when unknown or revoked) and stamps its last use. */
export async function identifyApiKey(request: FastifyRequest, apiKeys: ApiKeysRepository, token: string): Promise<void> {
  const key = await apiKeys.findByKey(token);
  if (!key) throw new UnauthorizedError('This API key is not valid');
  request.apiKey = key;
  await apiKeys.touch(key.row);
}

/**
 * The key acts as its creator's account renamed "API key ‹name›", so handlers credit it in history
 * and audit; its check of who one is never counts as fresh, so sensitive routes stay closed to it.
 */
function keySession(key: ActiveApiKey): ActiveSession {
  return {
    sessionId: `api-key:${key.row.id}`,
    user: { ...key.creator, name: apiKeyActorName(key) },
    lastSeenAt: new Date(),
    reauthAt: new Date(0),
    method: 'password',
    timeZone: null,
  };
}

/**
 * The guard's part for a key (decision 069): a route it may reach with its scope acts as the key;
 * a public route without that scope is read as by a visitor; anything else is a 403, audited.
 */
export async function admitApiKey(request: FastifyRequest, key: ActiveApiKey): Promise<void> {
  const { permission } = request.routeOptions.config;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const route = `${method} ${request.routeOptions.url ?? ''}`;
  const scope = scopeOf(method, request.routeOptions.url);
  const held = scope !== undefined && key.row.scopes.includes(scope);
  if (!permission) {
    if (held) request.session = keySession(key);
    return;
  }
  const allowed = held && can(key.creator.role, permission);
  if (allowed) {
    request.session = keySession(key);
    return;
  }
  await request.audit({
    action: 'api_key.denied',
    targetType: 'api_key',
    targetId: key.row.id,
    targetLabel: key.row.name,
    details: { route, scope: scope ?? null },
  });
  // A held scope refused: the key's creator lost the right meanwhile (a role change), so the key did too.
  if (held) throw new ForbiddenError('The account that made this API key may no longer do this');
  throw new ForbiddenError(scope ? `This API key does not have the ${scope} scope` : 'API keys cannot do this');
}
