import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';
import { users } from './users';

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => (typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : new Uint8Array(value)),
});

/** A registered WebAuthn credential (decision 060): a passkey signs in, and counts as the second factor. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull().unique(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean('backed_up').notNull(),
    aaguid: text('aaguid').notNull().default(''),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId), check('passkeys_device_type_check', sql`${t.deviceType} IN ('singleDevice', 'multiDevice')`)],
);

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskeyRow = typeof passkeys.$inferInsert;
