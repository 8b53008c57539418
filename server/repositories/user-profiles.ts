import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema/index';

/** One's author profile: the name, bio and photo readers see on the author page (decision 051). */
export function createUserProfilesRepository(db: Db) {
  return {
    async find(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** The slug is left as it was made: author addresses stay stable when a name changes. */
    async update(id: string, profile: { name: string; bio: string; profileImage: string }): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...profile, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
