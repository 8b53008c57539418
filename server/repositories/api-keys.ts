import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { API_KEY_PREFIX, API_SCOPES, type ApiKey, type ApiScope } from '@contract/api-keys';
import type { Db } from '../db/client';
import { apiKeys, users, type ApiKeyRow, type UserRow } from '../db/schema/index';
import type { Actor } from '../lib/actor';
import { hashToken, newToken } from '../lib/tokens';

/** How many characters of a key lists and audit entries show: the prefix and four more. */
const SHOWN = API_KEY_PREFIX.length + 4;

/** A live key with the account that made it: the key acts within its scopes and that account's role. */
export interface ActiveApiKey {
  row: ApiKeyRow;
  creator: UserRow;
}

/** What history lines and audit entries call a key's actions. */
export const apiKeyActorName = (key: ActiveApiKey): string => `API key ${key.row.name}`;

const isScope = (s: string): s is ApiScope => (API_SCOPES as readonly string[]).includes(s);

export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  _id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes.filter(isScope),
  createdByName: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revokedByName: row.revokedByName,
});

export function createApiKeysRepository(db: Db) {
  return {
    /** A new key: answered once, stored as its sha256 only. */
    async create(tx: Db, name: string, scopes: ApiScope[], actor: Actor): Promise<{ row: ApiKeyRow; key: string }> {
      const key = API_KEY_PREFIX + newToken();
      const [row] = await tx
        .insert(apiKeys)
        .values({ name, scopes, prefix: key.slice(0, SHOWN), keyHash: hashToken(key), createdById: actor.id, createdByName: actor.name })
        .returning();
      return { row: row!, key };
    },

    async list(): Promise<ApiKeyRow[]> {
      return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt));
    },

    async get(id: string): Promise<ApiKeyRow | null> {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
      return row ?? null;
    },

    /** A key that is not revoked and whose creator still has an account; null otherwise. */
    async findByKey(key: string): Promise<ActiveApiKey | null> {
      const [found] = await db
        .select({ row: apiKeys, creator: users })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.createdById))
        .where(and(eq(apiKeys.keyHash, hashToken(key)), isNull(apiKeys.revokedAt)))
        .limit(1);
      return found ?? null;
    },

    /** Stamps the last use, at most once a minute per key (one write a minute, not one per request). */
    async touch(row: ApiKeyRow): Promise<void> {
      if (row.lastUsedAt && Date.now() - row.lastUsedAt.getTime() < 60_000) return;
      const aMinuteAgo = new Date(Date.now() - 60_000);
      await db
        .update(apiKeys)
        .set({ lastUsedAt: new Date() })
        .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, aMinuteAgo))));
    },

    /** Revokes a live key; null when it is unknown or already revoked. */
    async revoke(tx: Db, id: string, actor: Actor): Promise<ApiKeyRow | null> {
      const [row] = await tx
        .update(apiKeys)
        .set({ revokedAt: new Date(), revokedByName: actor.name })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning();
      return row ?? null;
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
