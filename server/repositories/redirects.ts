import { asc, eq, sql } from 'drizzle-orm';
import { normalizePath, type Redirect, type RedirectBody, type RedirectPatchBody, type RedirectStatus } from '@contract/redirects';
import type { Db } from '../db/client';
import { blogSlugRedirects, blogs, redirects, type RedirectRow } from '../db/schema/index';
import type { Tx } from './tx';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors';
import type { RedirectRule } from '../redirects/table';

/** Runs inside the write's transaction (its audit entry). */
export type InTransaction = (tx: Tx, row: { id: string; from: string }) => Promise<void>;

/** A post's former address (decision 051) as the list shows it: its id names the old slug. */
export const POST_SLUG_ID_PREFIX = 'post-slug:';
const NOT_FOUND = 'Redirect not found';

export const toRedirect = (row: RedirectRow): Redirect => ({
  _id: row.id,
  kind: 'manual',
  from: row.fromPath,
  to: row.toTarget,
  status: row.status as RedirectStatus,
  hits: row.hits,
  lastHitAt: row.lastHitAt?.toISOString() ?? null,
  createdByName: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

/** Every redirect a rule could chain with: the admins' rules and the posts' former addresses. */
async function allRules(db: Db | Tx): Promise<RedirectRule[]> {
  const manual = await db.select().from(redirects);
  const posts = await db
    .select({ oldSlug: blogSlugRedirects.oldSlug, slug: blogs.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogs, eq(blogs.id, blogSlugRedirects.blogId));
  return [
    ...manual.map((r) => ({ id: r.id, from: r.fromPath, to: r.toTarget, status: r.status as RedirectStatus })),
    ...posts.map((p) => ({ id: `${POST_SLUG_ID_PREFIX}${p.oldSlug}`, from: `/blogs/${p.oldSlug}`, to: `/blogs/${p.slug}`, status: 301 as const })),
  ];
}

/** The path a target lands on when it is on this site (a path, or an address of the site's own origin); null elsewhere or for 410. */
function ownPath(target: string, siteOrigin: string): string | null {
  if (target === '') return null;
  try {
    const url = new URL(target, siteOrigin);
    return url.origin === siteOrigin ? normalizePath(url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * The form two addresses are compared in (RFC 3986 §6.2.2): percent-encoded unreserved characters
 * decoded, other escapes in upper case, so /loop-%65nc and /loop-enc are one address (issue 42).
 */
const comparablePath = (path: string): string =>
  path.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape.toUpperCase();
  });

const refuse = (field: 'from' | 'to', message: string): never => {
  throw new BadRequestError(`${field}: ${message}`, [{ field, message }]);
};

/**
 * A rule must never make a chain or a loop (decision 064): its target may not be another rule's
 * address, its address may not be another rule's target, and it may not lead to itself.
 */
function checkRule(rule: { id?: string; from: string; to: string }, others: RedirectRule[], siteOrigin: string): void {
  const own = ownPath(rule.to, siteOrigin);
  const target = own === null ? null : comparablePath(own);
  const from = comparablePath(rule.from);
  if (target !== null && target === from) refuse('to', 'to leads back to from: that would be a loop');
  for (const other of others) {
    if (other.id === rule.id) continue;
    const otherFrom = comparablePath(other.from);
    const otherTo = ownPath(other.to, siteOrigin);
    if (otherFrom === from) {
      if (other.id.startsWith(POST_SLUG_ID_PREFIX)) refuse('from', `A post's former address: it already leads to ${other.to}`);
      throw new ConflictError(`A redirect from ${rule.from} exists already`, 'from');
    }
    if (target !== null && otherFrom === target) {
      refuse(
        'to',
        `${target} is itself redirected (to ${other.to || 'Gone'}): that would make a chain; point to ${other.to || 'another page'} directly`,
      );
    }
    if (otherTo !== null && comparablePath(otherTo) === from)
      refuse('from', `${other.from} leads here: that would make a chain; change that redirect instead`);
  }
}

/** The admins' redirects and the missing-pages counts (decision 064). */
export function createRedirectsRepository(db: Db, { siteOrigin }: { siteOrigin: string }) {
  /** One rule write at a time, so two admins cannot make a chain between them. */
  const locked = async (tx: Tx) => void (await tx.execute(sql`select pg_advisory_xact_lock(hashtext('redirects'))`));

  return {
    /** What the table in memory holds: the admins' rules only (a post's former address is answered by the post's page). */
    rules: async (): Promise<RedirectRule[]> =>
      (await db.select().from(redirects)).map((r) => ({ id: r.id, from: r.fromPath, to: r.toTarget, status: r.status as RedirectStatus })),

    /** The list: the admins' rules, then the posts' former addresses, each by address. */
    list: async (): Promise<Redirect[]> => {
      const manual = await db.select().from(redirects).orderBy(asc(redirects.fromPath));
      const posts = await db
        .select({ oldSlug: blogSlugRedirects.oldSlug, slug: blogs.slug, createdAt: blogSlugRedirects.createdAt })
        .from(blogSlugRedirects)
        .innerJoin(blogs, eq(blogs.id, blogSlugRedirects.blogId))
        .orderBy(asc(blogSlugRedirects.oldSlug));
      return [
        ...manual.map(toRedirect),
        ...posts.map((p): Redirect => ({
          _id: `${POST_SLUG_ID_PREFIX}${p.oldSlug}`,
          kind: 'post-slug',
          from: `/blogs/${p.oldSlug}`,
          to: `/blogs/${p.slug}`,
          status: 301,
          hits: 0,
          lastHitAt: null,
          createdByName: '',
          createdAt: p.createdAt.toISOString(),
          version: 1,
        })),
      ];
    },

    insert: (body: RedirectBody, actorName: string, inTx: InTransaction) =>
      db.transaction(async (tx) => {
        await locked(tx);
        checkRule(body, await allRules(tx), siteOrigin);
        const [row] = await tx
          .insert(redirects)
          .values({ fromPath: body.from, toTarget: body.to, status: body.status, createdByName: actorName, updatedByName: actorName })
          .returning();
        await inTx(tx, { id: row!.id, from: row!.fromPath });
        return row!;
      }),

    /** 404 when there is no such rule, 409 when `version` is not the current one. */
    update: (id: string, patch: RedirectPatchBody, actorName: string, inTx: InTransaction) =>
      db.transaction(async (tx) => {
        await locked(tx);
        if (id.startsWith(POST_SLUG_ID_PREFIX)) refuse('from', "A post's former address follows the post: change the post's address instead");
        const [current] = await tx.select().from(redirects).where(eq(redirects.id, id));
        if (!current) throw new NotFoundError(NOT_FOUND);
        if (patch.version !== undefined && patch.version !== current.version) {
          throw new ConflictError('Someone changed this redirect meanwhile: reload to see their change', 'version');
        }
        const status = patch.status ?? (current.status as RedirectStatus);
        // Gone has no target; a 410 made a 301 again needs one.
        const to = status === 410 ? '' : (patch.to ?? current.toTarget);
        if (status !== 410 && to === '') refuse('to', 'to is required for 301 and 302');
        const next = { id, from: patch.from ?? current.fromPath, to };
        checkRule(next, await allRules(tx), siteOrigin);
        const [row] = await tx
          .update(redirects)
          .set({ fromPath: next.from, toTarget: to, status, version: current.version + 1, updatedByName: actorName, updatedAt: new Date() })
          .where(eq(redirects.id, id))
          .returning();
        await inTx(tx, { id, from: row!.fromPath });
        return row!;
      }),

    /** An admin's rule, or a post's former address (it then answers 404, as any unknown address). */
    remove: (id: string, inTx: InTransaction) =>
      db.transaction(async (tx) => {
        if (id.startsWith(POST_SLUG_ID_PREFIX)) {
          const oldSlug = id.slice(POST_SLUG_ID_PREFIX.length);
          const [gone] = await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, oldSlug)).returning();
          if (!gone) throw new NotFoundError(NOT_FOUND);
          await inTx(tx, { id, from: `/blogs/${oldSlug}` });
          return;
        }
        const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
        if (!row) throw new NotFoundError(NOT_FOUND);
        await inTx(tx, { id, from: row.fromPath });
      }),
  };
}
export type RedirectsRepository = ReturnType<typeof createRedirectsRepository>;
