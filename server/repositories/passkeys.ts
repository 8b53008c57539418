import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Passkey } from '@contract/passkeys';
import type { Db } from '../db/client';
import { passkeys, users, type PasskeyRow, type UserRow } from '../db/schema/index';

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  aaguid: string;
  name: string;
}

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    deviceType: row.deviceType,
    backedUp: row.backedUp,
  };
}

/** An account's passkeys (decision 060). Works on the database or inside a transaction. */
export function createPasskeysRepository(db: Db) {
  return {
    /**
     * The account's WebAuthn user handle, made on first use: 32 random bytes, never the account's
     * id, so an authenticator's list reveals nothing of the database.
     */
    async userHandle(userId: string): Promise<string> {
      const fresh = randomBytes(32).toString('base64url');
      const [row] = await db
        .update(users)
        .set({ webauthnUserId: sql`coalesce(${users.webauthnUserId}, ${fresh})` })
        .where(eq(users.id, userId))
        .returning({ handle: users.webauthnUserId });
      return row?.handle ?? fresh;
    },

    async listFor(userId: string): Promise<PasskeyRow[]> {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    },

    async countFor(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    /** The passkey with that credential id and the account it signs in to. */
    async findByCredential(credentialId: string): Promise<{ passkey: PasskeyRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ passkey: passkeys, user: users })
        .from(passkeys)
        .innerJoin(users, eq(users.id, passkeys.userId))
        .where(eq(passkeys.credentialId, credentialId))
        .limit(1);
      return row;
    },

    async insert(values: NewPasskey): Promise<PasskeyRow> {
      const [row] = await db
        .insert(passkeys)
        .values({ ...values, publicKey: Buffer.from(values.publicKey) })
        .returning();
      if (!row) throw new Error('passkey insert returned nothing');
      return row;
    },

    /**
     * Records a use: the authenticator's new counter, only if it went up (or both are zero, as
     * synced passkeys report). False when another request used a newer counter first.
     */
    async recordUse(id: string, stored: number, newCounter: number): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter: newCounter, lastUsedAt: new Date() })
        .where(and(eq(passkeys.id, id), eq(passkeys.counter, stored)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async rename(userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row;
    },

    /** Every passkey of the account (an admin's Reset 2FA, decision 056); how many went. */
    async removeAllFor(userId: string): Promise<number> {
      const rows = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
      return rows.length;
    },
  };
}
export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
