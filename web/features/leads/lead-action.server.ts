import { data, type RouterContextProvider } from 'react-router';
import { addNoteBody, eraseBody, updateLeadBody } from '@contract/leads';
import { ApiRequestError } from '~/lib/api/errors';
import { staffApi } from '~/features/staff/staff-api.server';
import { readForm } from '~/lib/read-form.server';

const FAILED = 'Could not save the change. Please try again.';

/** The dashboard's writes: pipeline fields, a note, "Not spam", erasing a person (admins). Validated by the contract, sent through the typed client. */
export async function leadAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readForm(request);
  const id = String(form.get('id') ?? '');
  const intent = form.get('intent');
  try {
    if (intent === 'erase') {
      const body = eraseBody.safeParse({ email: form.get('email') ?? '' });
      if (!body.success) return data({ error: body.error.issues[0]?.message ?? FAILED }, { status: 400 });
      const erased = await staffApi(request, context, (api) => api.leads.erasePerson(body.data.email));
      return { ok: true, erased, email: body.data.email };
    }
    if (intent === 'note') {
      const body = addNoteBody.safeParse({ text: form.get('text') ?? '' });
      if (!body.success) return data({ error: body.error.issues[0]?.message ?? FAILED }, { status: 400 });
      await staffApi(request, context, (api) => api.leads.addNote(id, body.data.text));
    } else {
      const raw =
        intent === 'not-spam'
          ? { status: 'new' }
          : { status: form.get('status'), ownerId: form.get('ownerId') || null, nextActionOn: form.get('nextActionOn') || null };
      const body = updateLeadBody.safeParse(raw);
      if (!body.success) return data({ error: body.error.issues[0]?.message ?? FAILED }, { status: 400 });
      await staffApi(request, context, (api) => api.leads.update(id, body.data));
    }
    return { ok: true };
  } catch (err) {
    if (err instanceof Response) throw err;
    console.error('Lead change failed', err);
    const status = err instanceof ApiRequestError && err.status < 500 ? err.status : 502;
    return data({ error: err instanceof ApiRequestError && err.body?.message ? err.body.message : FAILED }, { status });
  }
}
