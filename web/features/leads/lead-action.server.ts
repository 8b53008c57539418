import { data, type RouterContextProvider } from 'react-router';
import { addNoteBody, eraseBody, leadReplyBody, snoozeNextActionBody, updateLeadBody, type LeadStatus } from '@contract/leads';
import { REAUTH_MESSAGE } from '@contract/reauth';
import { reauthAnswer } from '~/features/auth/reauth-answer';
import { ApiRequestError, isReauthRequired, LeadConflictError } from '~/lib/api/errors';
import type { ApiClient } from '~/lib/api/client';
import { staffApi } from '~/features/staff/staff-api.server';
import { readForm } from '~/lib/read-form.server';
import { callChange } from './call-change.server';
import { changedBySentence } from './changed-by';
import type { LeadActionAnswer } from './lead-answer';
import { PIPELINE_FIELDS, type PipelineValues } from './pipeline-form-state';
import { leadStatusLabel } from './status-labels';

const FAILED = 'Please try again.';

type Form = Awaited<ReturnType<typeof readForm>>;
const str = (form: Form, key: string) => String(form.get(key) ?? '');
const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? FAILED;

/** The fields the person changed against the values the form was loaded with (`base_*`): only these are sent. */
function changedFields(form: Form): Partial<PipelineValues> {
  return Object.fromEntries(PIPELINE_FIELDS.filter((f) => str(form, f) !== str(form, `base_${f}`)).map((f) => [f, str(form, f)]));
}

const versionOf = (form: Form) => (form.get('version') ? Number(form.get('version')) : undefined);

/** The lead's writes from its dialog and the board: pipeline fields, a move, "Not spam", a note, a reply, a call cancelled or marked, erasing a person (admins). */
export async function leadAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readForm(request);
  const id = str(form, 'id');
  const intent = form.get('intent');
  const name = str(form, 'name') || 'the lead';
  const call = <T>(run: (api: ApiClient) => Promise<T>) => staffApi(request, context, run);
  let failure = 'Could not save the lead';
  try {
    switch (intent) {
      case 'erase': {
        const body = eraseBody.safeParse({ email: form.get('email') ?? '' });
        if (!body.success) return data({ error: firstIssue(body.error) }, { status: 400 });
        try {
          const erased = await call((api) => api.leads.erasePerson(body.data.email));
          return { ok: true, erased, email: body.data.email };
        } catch (err) {
          // A stale confirmation: the button asks for it in place and sends the erasure again.
          if (isReauthRequired(err)) return reauthAnswer('erase', err.messageOr(REAUTH_MESSAGE));
          throw err;
        }
      }
      case 'note': {
        failure = 'Could not add the note';
        const body = addNoteBody.safeParse({ text: form.get('text') ?? '' });
        if (!body.success) return data({ error: `${failure}: ${firstIssue(body.error)}` }, { status: 400 });
        await call((api) => api.leads.addNote(id, body.data.text));
        return { ok: true, toast: 'Note added' } satisfies LeadActionAnswer;
      }
      case 'reply': {
        failure = 'Could not send the reply';
        const body = leadReplyBody.safeParse({
          subject: form.get('subject') ?? '',
          text: form.get('text') ?? '',
          savedReplyId: form.get('savedReplyId') || undefined,
        });
        if (!body.success) return data({ error: `${failure}: ${firstIssue(body.error)}` }, { status: 400 });
        const sent = await call((api) => api.leads.reply(id, body.data));
        return { ok: true, toast: sent.message } satisfies LeadActionAnswer;
      }
      case 'cancel-call':
      case 'mark-call':
        failure = intent === 'cancel-call' ? 'Could not cancel the call' : 'Could not mark the call';
        return await callChange(intent, str(form, 'booking'), str(form, 'status'), failure, call);
      case 'snooze': {
        const by = str(form, 'by');
        failure = 'Could not snooze the next action';
        const body = snoozeNextActionBody.safeParse({ by, version: versionOf(form) });
        if (!body.success) return data({ error: `${failure}: ${firstIssue(body.error)}` }, { status: 400 });
        const done = await call((api) => api.leads.snooze(id, body.data));
        return { ok: true, toast: done.message, version: done.version } satisfies LeadActionAnswer;
      }
      case 'not-spam':
      case 'move': {
        const status = (intent === 'move' ? str(form, 'status') : 'new') as LeadStatus;
        failure = intent === 'move' ? `Could not move ${name}` : `Could not restore ${name}`;
        const body = updateLeadBody.safeParse({ status, version: versionOf(form) });
        if (!body.success) return data({ error: `${failure}: ${firstIssue(body.error)}` }, { status: 400 });
        const done = await call((api) => api.leads.update(id, body.data));
        const toast = intent === 'move' ? `Moved ${name} to ${leadStatusLabel[status] ?? status}` : `${name} restored`;
        return { ok: true, toast, version: done.version } satisfies LeadActionAnswer;
      }
      default: {
        const mine = changedFields(form);
        if (Object.keys(mine).length === 0) return { ok: true, toast: 'Nothing to save' } satisfies LeadActionAnswer;
        const { nextActionText: _text, nextActionDueAt: _dueAt, ...rest } = mine;
        const nextActionChanged = 'nextActionText' in mine || 'nextActionDueAt' in mine;
        const dueAt = str(form, 'nextActionDueAt');
        if (nextActionChanged && !dueAt && str(form, 'nextActionText').trim()) {
          return data({ error: `${failure}: choose when the next action is due` }, { status: 400 });
        }
        const body = updateLeadBody.safeParse({
          ...rest,
          ...('ownerId' in mine ? { ownerId: mine.ownerId || null } : {}),
          ...(nextActionChanged ? { nextAction: dueAt ? { text: str(form, 'nextActionText'), dueAt } : null } : {}),
          ...('value' in mine ? { value: mine.value ? Number(mine.value) : null } : {}),
          version: versionOf(form),
        });
        if (!body.success) return data({ error: `${failure}: ${firstIssue(body.error)}` }, { status: 400 });
        try {
          const done = await call((api) => api.leads.update(id, body.data));
          return { ok: true, toast: 'Lead saved', version: done.version } satisfies LeadActionAnswer;
        } catch (err) {
          if (!(err instanceof LeadConflictError)) throw err;
          const { current, changedBy } = err.conflict;
          return data({ conflict: { current, changedBy, mine } } satisfies LeadActionAnswer, { status: 409 });
        }
      }
    }
  } catch (err) {
    if (err instanceof Response) throw err;
    if (err instanceof LeadConflictError) {
      return data({ error: `${failure}: ${changedBySentence(err.conflict.changedBy)}` } satisfies LeadActionAnswer, { status: 409 });
    }
    console.error('Lead change failed', err);
    const status = err instanceof ApiRequestError && err.status < 500 ? err.status : 502;
    const reason = err instanceof ApiRequestError ? err.messageOr(FAILED) : FAILED;
    // The erasure's dialog puts the reason under its own title.
    return data({ error: intent === 'erase' ? reason : `${failure}: ${reason}` } satisfies LeadActionAnswer, { status });
  }
}
