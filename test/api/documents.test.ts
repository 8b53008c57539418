import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PreviewListItem } from '@contract/document-previews';
import { blogPreviews, contentPreviews } from '../../server/db/schema/index';
import type { DocumentPreviewsTable } from '../../server/db/schema/documents';
import { purgeExpired } from '../../server/repositories/purges';
import { hashToken } from '../../server/lib/tokens';
import { buildTestApp } from '../helpers/app';
import { testimonialData } from '../helpers/content-fixtures';
import { UNKNOWN_UUID } from '../helpers/fixtures';

/**
 * Decision 110: posts and site content are two kinds of one document engine. Its rules — preview
 * links and revisions — are tested once here, on each kind; what only one kind does (a post's working
 * copy, a content page's ?preview=) stays in blog-revisions.test.ts and content.test.ts.
 */
describe('documents: preview links and revisions of every kind', async () => {
  const { app, database, loginAs } = await buildTestApp({ RATE_LIMIT_ENABLED: false });
  const staff = await loginAs('admin', { name: 'Ada Admin' });
  const headers = staff.bearerHeaders;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = true) =>
    app.inject({ method, url, ...(auth ? { headers } : {}), ...(payload ? { payload } : {}) });

  interface Kind {
    name: string;
    /** A new document: the address its links and revisions are under. */
    make(title: string): Promise<{ id: string; base: string }>;
    /** An explicit write of the document (one more revision). */
    write(doc: { id: string; base: string }, title: string): Promise<void>;
    /** The token a created link carries. */
    tokenOf(created: { url: string; token?: string }): string;
    openPath: string;
    table: DocumentPreviewsTable;
    unknownBase: string;
    notFound: string;
  }

  const kinds: Kind[] = [
    {
      name: 'post',
      async make(title) {
        const res = await inject('POST', '/api/blogs/new', { title, content: '<p>draft</p>', status: 'draft' });
        expect(res.statusCode, res.body).toBe(201);
        const { _id } = res.json<{ _id: string }>();
        return { id: _id, base: `/api/blogs/${_id}` };
      },
      async write(doc, title) {
        expect((await inject('PUT', doc.base, { title })).statusCode).toBe(200);
      },
      tokenOf: (created) => created.url.split('/blogs/preview/')[1]!,
      openPath: '/api/blog-previews',
      table: blogPreviews,
      unknownBase: `/api/blogs/${UNKNOWN_UUID}`,
      notFound: 'Blog not found',
    },
    {
      name: 'content item',
      async make(title) {
        const res = await inject('POST', '/api/content/testimonials', { data: testimonialData(title), action: 'save' });
        expect(res.statusCode, res.body).toBe(201);
        const { _id } = res.json<{ _id: string }>();
        return { id: _id, base: `/api/content/testimonials/${_id}` };
      },
      async write(doc, title) {
        const { version } = (await inject('GET', doc.base)).json<{ version: number }>();
        const res = await inject('PUT', doc.base, { data: testimonialData(title), action: 'save', version });
        expect(res.statusCode, res.body).toBe(200);
      },
      tokenOf: (created) => created.token!,
      openPath: '/api/content-previews',
      table: contentPreviews,
      unknownBase: `/api/content/testimonials/${UNKNOWN_UUID}`,
      notFound: 'Content item not found',
    },
  ];

  describe.each(kinds)('$name', (kind) => {
    const newLink = async (base: string) => {
      const res = await inject('POST', `${base}/preview`);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['cache-control']).toContain('no-store');
      return res.json<{ _id: string; url: string; token?: string; expiresAt: string }>();
    };
    const open = (token: string) => app.inject({ method: 'GET', url: `${kind.openPath}/${token}` });

    it('a link is shown once, kept only as its hash, works 7 days for anyone, never cached nor indexed', async () => {
      const doc = await kind.make('Linked');
      const link = await newLink(doc.base);
      const token = kind.tokenOf(link);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      const stored = await database.db.select().from(kind.table).where(eq(kind.table.documentId, doc.id));
      expect(stored.map((s) => s.tokenHash)).toEqual([hashToken(token)]);
      expect(JSON.stringify(stored)).not.toContain(token);

      const res = await open(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store, private');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    });

    it('revoked and expired links stop working; the list keeps them without tokens; long-expired ones are purged', async () => {
      const doc = await kind.make('Short-lived');
      const other = await kind.make('Another');
      const revoked = await newLink(doc.base);
      const expired = await newLink(doc.base);
      const othersLink = await newLink(other.base);

      expect((await inject('DELETE', `${doc.base}/previews/${othersLink._id}`)).statusCode).toBe(404);
      expect((await inject('DELETE', `${doc.base}/previews/not-an-id`)).statusCode).toBe(404);
      expect((await inject('DELETE', `${doc.base}/previews/${revoked._id}`)).statusCode).toBe(204);
      const gone = await open(kind.tokenOf(revoked));
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ message: 'This preview link has expired or was revoked' });
      expect(gone.headers['cache-control']).toBe('no-store, private');
      expect((await open(kind.tokenOf(othersLink))).statusCode).toBe(200);

      await database.db
        .update(kind.table)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(kind.table.id, expired._id));
      expect((await open(kind.tokenOf(expired))).statusCode).toBe(404);
      expect((await open('not-a-token')).statusCode).toBe(404);

      const listRes = await inject('GET', `${doc.base}/previews`);
      expect(listRes.statusCode).toBe(200);
      expect(listRes.headers['cache-control']).toContain('no-store');
      const list = listRes.json<PreviewListItem[]>();
      expect(list.map((p) => [p._id, p.revoked, p.createdByName]).sort()).toEqual(
        [
          [revoked._id, true, 'Ada Admin'],
          [expired._id, false, 'Ada Admin'],
        ].sort(),
      );
      expect(listRes.body).not.toContain(kind.tokenOf(revoked));

      await database.db
        .update(kind.table)
        .set({ expiresAt: sql`now() - interval '31 days'` })
        .where(eq(kind.table.id, expired._id));
      await purgeExpired(database.db, { auditRetentionDays: 365 });
      const left = await database.db
        .select({ id: kind.table.id })
        .from(kind.table)
        .where(inArray(kind.table.documentId, [doc.id, other.id]));
      expect(left.map((l) => l.id).sort()).toEqual([revoked._id, othersLink._id].sort());
    });

    it('keeps one revision per write, newest first, a page at a time; one in full; none of another document', async () => {
      const doc = await kind.make('First');
      await kind.write(doc, 'Second');
      await kind.write(doc, 'Third');
      const res = await inject('GET', `${doc.base}/revisions?page=1&pageSize=2`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
      const page = res.json<{ _id: string; actorName: string; createdAt: string }[]>();
      expect(page).toHaveLength(2);
      expect(page.every((r) => r.actorName === 'Ada Admin' && !Number.isNaN(Date.parse(r.createdAt)))).toBe(true);
      const rest = (await inject('GET', `${doc.base}/revisions?page=2&pageSize=2`)).json<{ _id: string }[]>();
      expect(rest).toHaveLength(1);

      const newest = await inject('GET', `${doc.base}/revisions/${page[0]!._id}`);
      expect(newest.statusCode, newest.body).toBe(200);
      expect(newest.headers['cache-control']).toContain('no-store');
      expect(newest.body).toContain('Third');
      const oldest = await inject('GET', `${doc.base}/revisions/${rest[0]!._id}`);
      expect(oldest.body).toContain('First');
      expect(oldest.body).not.toContain('Third');

      const other = await kind.make('Other');
      const foreign = await inject('GET', `${other.base}/revisions/${page[0]!._id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ message: 'Revision not found' });
    });

    it('is staff’s: visitors get 401; an unknown document answers 404 with its kind’s message', async () => {
      const doc = await kind.make('Staff only');
      for (const [method, url] of [
        ['POST', `${doc.base}/preview`],
        ['GET', `${doc.base}/previews`],
        ['GET', `${doc.base}/revisions`],
      ] as const) {
        expect((await inject(method, url, undefined, false)).statusCode, url).toBe(401);
      }
      for (const [method, url] of [
        ['POST', `${kind.unknownBase}/preview`],
        ['GET', `${kind.unknownBase}/previews`],
        ['GET', `${kind.unknownBase}/revisions`],
        ['GET', `${kind.unknownBase}/revisions/${UNKNOWN_UUID}`],
      ] as const) {
        const res = await inject(method, url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ message: kind.notFound });
      }
      expect((await inject('DELETE', `${kind.unknownBase}/previews/${UNKNOWN_UUID}`)).statusCode).toBe(404);
    });
  });
});
