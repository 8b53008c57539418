import { eq } from 'drizzle-orm';
import { leads } from '../../../server/db/schema/index';
import { newLead } from './helpers';
import { only, type MatrixContext, type MatrixRows } from './types';

/** Roles that work leads see people and companies through their leads (decision 125). */
const workers = only('admin', 'sales_manager', 'sales', 'user');
/** Merging people moves leads that may be anyone's (decision 130): leads.all. */
const managers = only('admin', 'sales_manager');

/** The person and company of a new unassigned lead (in every worker's scope); example.com is not free mail. */
async function personOfNewLead(ctx: MatrixContext): Promise<{ personId: string; companyId: string }> {
  const id = await newLead(ctx);
  const [row] = await ctx.database.db.select({ personId: leads.personId, companyId: leads.companyId }).from(leads).where(eq(leads.id, id));
  return { personId: row!.personId, companyId: row!.companyId! };
}

/** A merge of two new people, made by an admin: the undo's target. */
async function newMerge(ctx: MatrixContext): Promise<string> {
  const [a, b] = [await personOfNewLead(ctx), await personOfNewLead(ctx)];
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/people/${a.personId}/merge`,
    headers: ctx.sessions.admin.bearerHeaders,
    payload: { intoId: b.personId },
  });
  if (res.statusCode !== 201) throw new Error(`matrix fixture merge: ${res.statusCode} ${res.body}`);
  return (res.json() as { mergeId: string }).mergeId;
}

export const peopleRows: MatrixRows = (ctx) => [
  { name: 'GET /api/people', build: async () => ({ method: 'GET', url: '/api/people?q=lead' }), expected: workers(200) },
  {
    name: 'GET /api/people/:id (unassigned lead)',
    build: async () => ({ method: 'GET', url: `/api/people/${(await personOfNewLead(ctx)).personId}` }),
    expected: workers(200),
  },
  {
    name: 'GET /api/companies/:id (unassigned lead)',
    build: async () => ({ method: 'GET', url: `/api/companies/${(await personOfNewLead(ctx)).companyId}` }),
    expected: workers(200),
  },
  {
    name: 'POST /api/people/:id/merge',
    build: async () => {
      const [a, b] = [await personOfNewLead(ctx), await personOfNewLead(ctx)];
      return { method: 'POST', url: `/api/people/${a.personId}/merge`, payload: { intoId: b.personId } };
    },
    expected: managers(201),
  },
  {
    name: 'POST /api/people/merges/:mergeId/undo',
    build: async () => ({ method: 'POST', url: `/api/people/merges/${await newMerge(ctx)}/undo` }),
    expected: managers(200),
  },
];
