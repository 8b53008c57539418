import { eq } from 'drizzle-orm';
import { leads } from '../../../server/db/schema/index';
import { newLead } from './helpers';
import { only, type MatrixContext, type MatrixRows } from './types';

/** Roles that work leads see people and companies through their leads (decision 125). */
const workers = only('admin', 'sales_manager', 'sales', 'user');

/** The person and company of a new unassigned lead (in every worker's scope); example.com is not free mail. */
async function personOfNewLead(ctx: MatrixContext): Promise<{ personId: string; companyId: string }> {
  const id = await newLead(ctx);
  const [row] = await ctx.database.db.select({ personId: leads.personId, companyId: leads.companyId }).from(leads).where(eq(leads.id, id));
  return { personId: row!.personId, companyId: row!.companyId! };
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
];
