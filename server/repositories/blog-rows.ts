import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import { isUuid } from '@contract/ids';
import type { Db } from '../db/client';
import { blogs, users, type BlogRow } from '../db/schema/index';
import type { Tx } from './tx';
import { recordBlogEvent } from './blog-events';
import type { DocumentKind } from './documents';

// Every column but the search vector (only PostgreSQL reads it), and the author's page address.
const { search: _search, ...storedColumns } = getTableColumns(blogs);
export const postColumns = { ...storedColumns, authorSlug: users.slug };
const { content: _content, ...summaryColumnsOnly } = postColumns;
export const summaryColumns = summaryColumnsOnly;

/** A post as the repositories answer it. */
export type PostRow = Omit<BlogRow, 'search'> & { authorSlug: string | null };
export type PostSummaryRow = Omit<PostRow, 'content'>;

/** One post with its author's slug. */
export async function readPost(db: Db | Tx, where: SQL): Promise<PostRow | undefined> {
  const [row] = await db.select(postColumns).from(blogs).leftJoin(users, eq(users.id, blogs.authorId)).where(where).limit(1);
  return row;
}

/** Posts as a kind of document: named by their id, read with their author, their history told of links. */
export const postDocuments: DocumentKind<string, PostRow> = {
  async find(db, blogId) {
    if (!isUuid(blogId)) return undefined;
    const [post] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blogId));
    return post?.id;
  },
  read: (db, id) => readPost(db, eq(blogs.id, id)),
  record: (tx, blogId, kind, actor, details) => recordBlogEvent(tx, { blogId, kind, actor, details }),
};
