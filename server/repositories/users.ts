import { asc, count, eq, like, or } from 'drizzle-orm';
import type { PublicUser, USER_SORT_FIELDS } from '@contract/users';
import type { Db } from '../db/client';
import { users, type NewUserRow, type UserRow } from '../db/schema/index';
import { isUniqueViolation } from '../lib/errors';
import { offsetOf, orderFor, type PageRequest } from './paging';
import { slugify, uniqueSlug } from '../lib/slug';
import { keepingAnAdmin } from './users-admin-lock';
import { createSessionsRepository } from './sessions';

type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** The first free author slug for this name. */
async function freeUserSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name || 'author');
  const taken = await db
    .select({ slug: users.slug })
    .from(users)
    .where(or(eq(users.slug, base), like(users.slug, `${base}-%`)));
  return uniqueSlug(
    base,
    taken.map((r) => r.slug ?? ''),
  );
}

/** Whether a database error (or its cause) is a unique violation of this constraint. */
function violates(err: unknown, constraint: string): boolean {
  if (!isUniqueViolation(err)) return false;
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    if ((e as { constraint?: unknown }).constraint === constraint) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    profileImage: row.profileImage,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Works on the database or inside a transaction. */
export function createUsersRepository(db: Db) {
  return {
    async list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(asc(users.createdAt));
    },
    /** One page of accounts in the asked order, and how many there are (a short table: every field sorts). */
    async page(paging: PageRequest<UserSortField>): Promise<{ rows: UserRow[]; total: number }> {
      const columns = { createdAt: users.createdAt, name: users.name, email: users.email, role: users.role };
      const [rows, [row]] = await Promise.all([
        db
          .select()
          .from(users)
          .orderBy(...orderFor(paging.sort, columns, users.id))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(users),
      ]);
      return { rows, total: row?.n ?? 0 };
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
      return row;
    },
    /** A new user, with a unique author slug from their name (sam-lee, then sam-lee-2: /blogs/author/{slug}). */
    async insert(values: NewUserRow): Promise<UserRow> {
      // Two users of one name at once: the unique index decides, the loser takes the next number.
      for (let attempt = 0; ; attempt++) {
        const slug = values.slug ?? (await freeUserSlug(db, values.name));
        try {
          const [row] = await db
            .insert(users)
            .values({ ...values, slug, email: values.email.trim().toLowerCase() })
            .returning();
          return row!;
        } catch (err) {
          // Only a taken slug is tried again: a taken email is the caller's answer to give.
          if (!violates(err, 'users_slug_idx') || attempt >= 5) throw err;
        }
      }
    },
    /** `chosenByHolder`: the account's own person chose it (reset link, invitation, own change), not an admin for them. */
    async setPassword(id: string, passwordHash: string, chosenByHolder: boolean): Promise<boolean> {
      const now = new Date();
      const rows = await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: chosenByHolder ? now : null, updatedAt: now })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    /** The Users list's "last sign-in". */
    async markSignedIn(id: string): Promise<void> {
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, id));
    },
    /** Makes a user an admin with a new password; its old sessions end, as on any password change. */
    async promoteToAdmin(id: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ role: 'admin', passwordHash, passwordChangedAt: null, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        await createSessionsRepository(tx).revokeAllFor(id);
        return rows.length > 0;
      });
    },
    /** Where mail meant for the admins goes. */
    async adminEmails(): Promise<string[]> {
      const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
      return admins.map((a) => a.email);
    },
    async countAdmins(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
      return row?.n ?? 0;
    },
    async countAll(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
    ...keepingAnAdmin(db),
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
