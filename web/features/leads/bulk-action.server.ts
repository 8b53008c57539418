import { data, type RouterContextProvider } from 'react-router';
import { bulkLeadsBody, leadFilterQuery, type BulkAction, type BulkLeadsBody } from '@contract/leads';
import { ApiRequestError } from '~/lib/api/errors';
import { staffApi } from '~/features/staff/staff-api.server';
import { leadStatusLabel } from './status-labels';
import type { ActionAnswer } from '~/features/staff/use-action-toast';

const leads = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'lead' : 'leads'}`;

/** What failed, named, for each action (plan §4.8). */
const FAILED: Record<BulkAction, string> = {
  assign: 'Could not assign the selected leads',
  status: 'Could not change the status of the selected leads',
  spam: 'Could not mark the selected leads as spam',
  restore: 'Could not restore the selected leads',
  delete: 'Could not delete the selected leads',
};

/** The bulk bar's form as the API's body: `ids`, or the URL's filters for "all N matching". */
export function bulkBodyFromForm(form: FormData) {
  const filterFields = Object.fromEntries(
    (['view', 'status', 'owner', 'due', 'service', 'q'] as const).flatMap((key) => {
      const value = form.get(key);
      return typeof value === 'string' && value ? [[key, value]] : [];
    }),
  );
  const action = form.get('action');
  const rawValue = form.get('value');
  const value = action === 'assign' ? (rawValue === 'none' || rawValue === '' ? null : rawValue) : action === 'status' ? rawValue : undefined;
  const filter = leadFilterQuery.safeParse(filterFields);
  return bulkLeadsBody.safeParse({
    ...(form.get('scope') === 'matching' ? { filter: filter.success ? filter.data : filterFields } : { ids: form.getAll('ids') }),
    action,
    ...(value === undefined ? {} : { value }),
  });
}

/** The toast: how many, and what happened to them ("12 leads assigned to Sam"). */
export function bulkToast(body: BulkLeadsBody, count: number, ownerName: string | null): string {
  if (count === 0) return 'No lead needed changing';
  switch (body.action) {
    case 'assign':
      return body.value ? `${leads(count)} assigned to ${ownerName ?? 'the chosen person'}` : `${leads(count)} unassigned`;
    case 'status':
      return `${leads(count)} moved to ${leadStatusLabel[body.value as keyof typeof leadStatusLabel] ?? body.value}`;
    case 'spam':
      return `${leads(count)} marked as spam`;
    case 'restore':
      return `${leads(count)} restored`;
    case 'delete':
      return `${leads(count)} deleted`;
  }
}

/** The dashboard's `intent=bulk`: one POST /api/contacts/bulk, answered as a toast (decision 044). */
export async function bulkAction(request: Request, context: Readonly<RouterContextProvider>, form: FormData) {
  const body = bulkBodyFromForm(form);
  if (!body.success)
    return data<ActionAnswer>({ error: `Could not change the selected leads: ${body.error.issues[0]?.message ?? 'bad request'}` }, { status: 400 });
  try {
    return await staffApi(request, context, async (api) => {
      const [result, owners] = await Promise.all([
        api.leads.bulk(body.data),
        body.data.action === 'assign' && body.data.value ? api.leads.owners() : Promise.resolve([]),
      ]);
      const owner = owners.find((o) => o._id === body.data.value)?.name ?? null;
      return { ok: true, toast: bulkToast(body.data, result.count, owner) } satisfies ActionAnswer;
    });
  } catch (err) {
    if (err instanceof Response) throw err;
    console.error('Bulk lead change failed', err);
    const status = err instanceof ApiRequestError && err.status < 500 ? err.status : 502;
    const reason = err instanceof ApiRequestError && err.body?.message ? err.body.message : 'please try again';
    return data<ActionAnswer>({ error: `${FAILED[body.data.action]}: ${reason}` }, { status });
  }
}
