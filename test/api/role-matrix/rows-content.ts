import { eq } from 'drizzle-orm';
import { contentItems } from '../../../server/db/schema/index';
import { createContentPreviews } from '../../../server/repositories/content-previews';
import { createContentWrites } from '../../../server/repositories/content-writes';
import { companyData } from '../../helpers/content-fixtures';
import { anybody, only, type MatrixContext, type MatrixRows } from './types';

const editors = only('admin', 'editor');
const ACTOR = { id: null, name: 'Matrix' };

const team = (name: string) => ({ name, role: 'Engineer', photo: null, bio: '' });
const company = companyData('Matrix Ltd');
const pageLink = { kind: 'page', path: '/contactus' };
const home = {
  hero: { headline: 'Data', subline: '', primaryCta: { label: 'Talk', link: pageLink }, secondaryCta: null, image: null },
  whyCards: [],
  sections: { showNumbers: true, showTestimonials: true, showLogos: true, showCaseStudies: true },
};

const writes = (ctx: MatrixContext) => createContentWrites(ctx.database.db, { siteOrigin: 'http://localhost' });

/** A team member made straight in the repository: published, with a pending change when asked. */
async function aMember(ctx: MatrixContext, pending = false): Promise<string> {
  const w = writes(ctx);
  const row = await w.create('team', team('Matrix member'), 'publish', ACTOR);
  if (pending) await w.save('team', row.id, team('Matrix member (changed)'), 'save', ACTOR, undefined);
  return row.id;
}

async function aRevision(ctx: MatrixContext): Promise<{ id: string; revisionId: string }> {
  const id = await aMember(ctx);
  const [revision] = await ctx.app
    .inject({ method: 'GET', url: `/api/content/team/${id}/revisions`, headers: { authorization: `Bearer ${ctx.sessions.admin.token}` } })
    .then((r) => r.json() as { _id: string }[]);
  return { id, revisionId: revision!._id };
}

/** The site's content (decision 072): anybody reads published items, admins and editors write. */
export const contentRows: MatrixRows = (ctx) => [
  { name: 'GET /api/content/:collection', build: async () => ({ method: 'GET', url: '/api/content/team' }), expected: anybody(200) },
  // The whole site's search (decision 119): what is published, the same for everyone.
  { name: 'GET /api/search', build: async () => ({ method: 'GET', url: '/api/search?q=data' }), expected: anybody(200) },
  {
    name: 'GET /api/content/company',
    build: async () => {
      await writes(ctx).saveSingleton('company', company, 'publish', ACTOR, undefined);
      return { method: 'GET', url: '/api/content/company' };
    },
    expected: anybody(200),
  },
  {
    name: 'GET /api/content/home',
    build: async () => {
      await writes(ctx).saveSingleton('home', home, 'publish', ACTOR, undefined);
      return { method: 'GET', url: '/api/content/home' };
    },
    expected: anybody(200),
  },
  {
    name: 'PUT /api/content/company',
    build: async () => ({ method: 'PUT', url: '/api/content/company', payload: { data: company } }),
    expected: editors(200),
  },
  {
    name: 'PUT /api/content/home',
    build: async () => ({ method: 'PUT', url: '/api/content/home', payload: { data: home } }),
    expected: editors(200),
  },
  {
    name: 'GET /api/content/:collection/:id',
    build: async () => ({ method: 'GET', url: `/api/content/team/${await aMember(ctx)}` }),
    expected: editors(200),
  },
  {
    name: 'POST /api/content/:collection',
    build: async () => ({ method: 'POST', url: '/api/content/team', payload: { data: team('New member') } }),
    expected: editors(201),
  },
  {
    name: 'PUT /api/content/:collection/:id',
    build: async () => ({ method: 'PUT', url: `/api/content/team/${await aMember(ctx)}`, payload: { data: team('Renamed'), action: 'publish' } }),
    expected: editors(200),
  },
  {
    name: 'POST /api/content/:collection/:id/unpublish',
    build: async () => ({ method: 'POST', url: `/api/content/team/${await aMember(ctx)}/unpublish`, payload: {} }),
    expected: editors(200),
  },
  {
    name: 'POST /api/content/:collection/:id/discard',
    build: async () => ({ method: 'POST', url: `/api/content/team/${await aMember(ctx, true)}/discard`, payload: {} }),
    expected: editors(200),
  },
  {
    name: 'DELETE /api/content/:collection/:id',
    build: async () => ({ method: 'DELETE', url: `/api/content/team/${await aMember(ctx)}` }),
    expected: editors(204),
  },
  {
    name: 'PUT /api/content/:collection/order',
    build: async () => {
      await writes(ctx).create('offices', { city: 'Leeds', address: '', phone: null, hours: '', mapUrl: null }, 'save', ACTOR);
      const rows = await ctx.database.db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.collection, 'offices'));
      return { method: 'PUT', url: '/api/content/offices/order', payload: { ids: rows.map((r) => r.id).reverse() } };
    },
    expected: editors(200),
  },
  {
    name: 'GET /api/content/:collection/:id/revisions',
    build: async () => ({ method: 'GET', url: `/api/content/team/${await aMember(ctx)}/revisions` }),
    expected: editors(200),
  },
  {
    name: 'GET /api/content/:collection/:id/revisions/:revisionId',
    build: async () => {
      const { id, revisionId } = await aRevision(ctx);
      return { method: 'GET', url: `/api/content/team/${id}/revisions/${revisionId}` };
    },
    expected: editors(200),
  },
  {
    name: 'POST /api/content/:collection/:id/revisions/:revisionId/restore',
    build: async () => {
      const { id, revisionId } = await aRevision(ctx);
      return { method: 'POST', url: `/api/content/team/${id}/revisions/${revisionId}/restore`, payload: {} };
    },
    expected: editors(200),
  },
  {
    name: 'POST /api/content/:collection/:id/preview',
    build: async () => ({ method: 'POST', url: `/api/content/team/${await aMember(ctx)}/preview` }),
    expected: editors(201),
  },
  {
    name: 'GET /api/content/:collection/:id/previews',
    build: async () => ({ method: 'GET', url: `/api/content/team/${await aMember(ctx)}/previews` }),
    expected: editors(200),
  },
  {
    name: 'DELETE /api/content/:collection/:id/previews/:previewId',
    build: async () => {
      const id = await aMember(ctx);
      const link = await createContentPreviews(ctx.database.db).create({ collection: 'team', id }, ACTOR);
      return { method: 'DELETE', url: `/api/content/team/${id}/previews/${link!.id}` };
    },
    expected: editors(204),
  },
  {
    name: 'GET /api/content-previews/:token',
    build: async () => {
      const link = await createContentPreviews(ctx.database.db).create({ collection: 'team', id: await aMember(ctx, true) }, ACTOR);
      return { method: 'GET', url: `/api/content-previews/${link!.token}` };
    },
    expected: anybody(200),
  },
];
