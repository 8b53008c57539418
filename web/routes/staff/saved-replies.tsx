import { useState } from 'react';
import { useLocalTime } from '~/lib/use-local-time';
import { data, useFetcher } from 'react-router';
import { SAVED_REPLY_FIELDS, savedReplyBody, type SavedReply } from '@contract/saved-replies';
import { Button } from '~/components/ui/button';
import { DataTable, Td } from '~/components/ui/data-table';
import { RowActions, useRowDelete } from '~/components/ui/row-actions';
import { fieldClass, labelClass } from '~/features/leads/lead-pipeline';
import { staffApi } from '~/features/staff/staff-api.server';
import { requirePermission } from '~/features/staff/staff-guard.server';
import { useActionToast, type ActionAnswer } from '~/features/staff/use-action-toast';
import { actionFailure } from '~/features/staff/action-failure.server';
import { readForm } from '~/lib/read-form.server';
import { site } from '~/content/site';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import type { Route } from './+types/saved-replies';

export const meta: Route.MetaFunction = () => [{ title: `Saved replies | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Saved replies', failure: 'Failed to load the saved replies.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'leads.all');
  return { replies: await staffApi(request, context, (api) => api.savedReplies.list()) };
}

/** Add, change (with `id`) or delete a saved reply; each answer is a toast naming it. */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer | ReturnType<typeof data<ActionAnswer>>> {
  requirePermission(context, 'leads.all');
  const form = await readForm(request);
  const id = String(form.get('id') ?? '');
  const title = String(form.get('title') ?? '');
  try {
    if (form.get('intent') === 'delete') {
      await staffApi(request, context, (api) => api.savedReplies.remove(id));
      return { ok: true, toast: `Deleted "${title}"` };
    }
    const body = savedReplyBody.safeParse({ title, subject: form.get('subject') ?? '', body: form.get('body') ?? '' });
    if (!body.success) return data({ error: `Could not save the reply: ${body.error.issues[0]?.message ?? 'check the fields'}` }, { status: 400 });
    const saved = await staffApi(request, context, (api) => (id ? api.savedReplies.update(id, body.data) : api.savedReplies.create(body.data)));
    return { ok: true, toast: `Saved "${saved.title}"` };
  } catch (err) {
    return actionFailure(err, `${form.get('intent') === 'delete' ? 'delete' : 'save'} the reply`);
  }
}

const EMPTY = { title: '', subject: '', body: '' };

/** The form for a new reply or the one being changed; its draft stays until the save succeeds. */
function ReplyEditor({ editing, onDone }: { editing: SavedReply | null; onDone: () => void }) {
  const save = useFetcher<ActionAnswer>();
  const [values, setValues] = useState(editing ? { title: editing.title, subject: editing.subject, body: editing.body } : EMPTY);
  useActionToast(save, (answer) => {
    if (!answer.ok) return;
    setValues(EMPTY);
    onDone();
  });
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <save.Form
      method="post"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={editing ? `Edit ${editing.title}` : 'New saved reply'}
    >
      <h2 className="text-lg font-semibold text-slate-900">{editing ? `Edit "${editing.title}"` : 'New saved reply'}</h2>
      {editing ? <input type="hidden" name="id" value={editing._id} /> : null}
      <label className={labelClass}>
        Title
        <input name="title" required maxLength={100} value={values.title} onChange={set('title')} className={fieldClass} />
      </label>
      <label className={labelClass}>
        Subject
        <input name="subject" required maxLength={200} value={values.subject} onChange={set('subject')} className={fieldClass} />
      </label>
      <label className={labelClass}>
        Text
        <textarea name="body" required rows={8} maxLength={20_000} value={values.body} onChange={set('body')} className={fieldClass} />
      </label>
      <p className="text-sm text-slate-700">Filled in for each lead when chosen: {SAVED_REPLY_FIELDS.map((f) => `{{${f}}}`).join(', ')}.</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.state !== 'idle'} className="min-h-11 lg:min-h-0">
          {save.state !== 'idle' ? 'Saving...' : 'Save reply'}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={onDone} className="min-h-11 lg:min-h-0">
            Cancel
          </Button>
        ) : null}
      </div>
    </save.Form>
  );
}

/** Saved replies (admins): the texts staff pick from when replying to a lead. */
export default function SavedReplies({ loaderData }: Route.ComponentProps) {
  const { dateTime: localDateTime } = useLocalTime();
  const { replies } = loaderData;
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const remove = useFetcher<ActionAnswer>();
  const deleting = useRowDelete<SavedReply>({
    title: 'Delete this saved reply?',
    busy: remove.state !== 'idle',
    onConfirm: (r) => void remove.submit({ intent: 'delete', id: r._id, title: r.title }, { method: 'post' }),
    describe: (r) => <>&quot;{r.title}&quot; goes from the list; replies already sent with it keep their text.</>,
  });
  useActionToast(remove, () => deleting.close());
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Saved replies</h1>
      <DataTable
        caption="Saved replies"
        columns={['Title', 'Subject', 'Last changed', 'Actions']}
        empty={replies.length === 0 ? 'No saved replies yet.' : undefined}
      >
        {replies.map((r) => (
          <tr key={r._id}>
            <Td className="break-words font-medium">{r.title}</Td>
            <Td className="break-words">{r.subject}</Td>
            <Td>
              {r.updatedByName || 'Someone'}, {localDateTime(r.updatedAt)}
            </Td>
            <Td>
              <RowActions name={r.title} onEdit={() => setEditing(r)} onDelete={() => deleting.ask(r)} />
            </Td>
          </tr>
        ))}
      </DataTable>
      <ReplyEditor key={editing?._id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      {deleting.dialog}
    </div>
  );
}
