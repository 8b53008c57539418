import { useState } from 'react';
import { useLocalTime } from '~/lib/use-local-time';
import { data, useFetcher } from 'react-router';
import { redirectBody, redirectPatchBody, REDIRECT_STATUS_LABELS, type Redirect } from '@contract/redirects';
import { Button } from '~/components/ui/button';
import { DataTable, Td } from '~/components/ui/data-table';
import { RowActions, useRowDelete } from '~/components/ui/row-actions';
import { MissingPages } from '~/features/redirects/missing-pages';
import { RedirectFormDialog, type RedirectDraft } from '~/features/redirects/redirect-form';
import { staffApi } from '~/features/staff/staff-api.server';
import { requirePermission } from '~/features/staff/staff-guard.server';
import { useActionToast, type ActionAnswer } from '~/features/staff/use-action-toast';
import { actionFailure } from '~/features/staff/action-failure.server';
import { readForm } from '~/lib/read-form.server';
import { site } from '~/content/site';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import type { Route } from './+types/redirects';

export const meta: Route.MetaFunction = () => [{ title: `Redirects | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Redirects', failure: 'Failed to load the redirects.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'redirects.manage');
  const [redirects, missing] = await staffApi(request, context, (api) => Promise.all([api.redirects.list(), api.redirects.missing(30)]));
  return { redirects, missing };
}

/** The first problem of a form the contract refuses, as the action's error. */
const refused = (what: string, issues: { message: string }[]) =>
  data({ error: `Could not save ${what}: ${issues[0]?.message ?? 'check the fields'}` }, { status: 400 });

/** Add, change (with `id`) or delete a redirect; each answer is a toast naming its address. */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer | ReturnType<typeof data<ActionAnswer>>> {
  requirePermission(context, 'redirects.manage');
  const form = await readForm(request);
  const id = String(form.get('id') ?? '');
  const from = String(form.get('from') ?? '');
  const fields = { from, to: String(form.get('to') ?? ''), status: Number(form.get('status')) };
  try {
    if (form.get('intent') === 'delete') {
      await staffApi(request, context, (api) => api.redirects.remove(id));
      return { ok: true, toast: `Deleted the redirect from ${from}` };
    }
    if (id) {
      const patch = redirectPatchBody.safeParse({ ...fields, version: Number(form.get('version')) || undefined });
      if (!patch.success) return refused(`the redirect from ${from}`, patch.error.issues);
      const saved = await staffApi(request, context, (api) => api.redirects.update(id, patch.data));
      return { ok: true, toast: `Saved the redirect from ${saved.from}` };
    }
    const body = redirectBody.safeParse(fields);
    if (!body.success) return refused('the redirect', body.error.issues);
    const saved = await staffApi(request, context, (api) => api.redirects.create(body.data));
    return { ok: true, toast: `Redirect from ${saved.from} created` };
  } catch (err) {
    return actionFailure(err, `${form.get('intent') === 'delete' ? 'delete' : 'save'} the redirect`);
  }
}

/** Redirects (admins): addresses sent elsewhere or gone, posts' former addresses, and the missing pages visitors ask for. */
export default function Redirects({ loaderData }: Route.ComponentProps) {
  const { dateTime: localDateTime } = useLocalTime();
  const { redirects, missing } = loaderData;
  const [draft, setDraft] = useState<RedirectDraft | null>(null);
  const remove = useFetcher<ActionAnswer>();
  const deleting = useRowDelete<Redirect>({
    title: 'Delete this redirect?',
    busy: remove.state !== 'idle',
    onConfirm: (r) => void remove.submit({ intent: 'delete', id: r._id, from: r.from }, { method: 'post' }),
    describe: (r) => (
      <>
        {r.from} will answer “page not found” again
        {r.kind === 'post-slug' ? ': links to the post’s former address stop leading to it.' : '.'}
      </>
    ),
  });
  useActionToast(remove, () => deleting.close());
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Redirects</h1>
        <Button onClick={() => setDraft({ from: '' })} className="min-h-11 lg:min-h-0">
          New redirect
        </Button>
      </div>
      <DataTable
        caption="Redirects"
        columns={['From', 'To', 'Kind', 'Hits', 'Last hit', 'Actions']}
        empty={redirects.length === 0 ? 'No redirects yet.' : undefined}
      >
        {redirects.map((r) => (
          <tr key={r._id} data-redirect-kind={r.kind}>
            <Td className="break-all font-mono text-sm">{r.from}</Td>
            <Td className="break-all font-mono text-sm">{r.status === 410 ? 'Gone' : r.to}</Td>
            <Td>
              {REDIRECT_STATUS_LABELS[r.status]}
              {r.kind === 'post-slug' ? (
                <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">Post’s former address</span>
              ) : null}
            </Td>
            <Td>{r.kind === 'manual' ? r.hits : '—'}</Td>
            <Td>{r.lastHitAt ? localDateTime(r.lastHitAt) : '—'}</Td>
            <Td>
              <RowActions
                name={`the redirect from ${r.from}`}
                onEdit={r.kind === 'manual' ? () => setDraft({ editing: r }) : undefined}
                onDelete={() => deleting.ask(r)}
              />
            </Td>
          </tr>
        ))}
      </DataTable>
      <MissingPages paths={missing} onCreate={(from) => setDraft({ from })} />
      <RedirectFormDialog draft={draft} onClose={() => setDraft(null)} />
      {deleting.dialog}
    </div>
  );
}
