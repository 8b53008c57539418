import { data, type RouterContextProvider } from 'react-router';
import { blogBody } from '@contract/blogs';
import { staffApi } from '~/features/staff/staff-api.server';
import { ApiRequestError, BlogConflictError } from '~/lib/api/errors';
import { SAVE_FAILED, SAVE_INTENTS, type BlogSaveResult, type SaveIntent } from './blog-save';

function readIntent(value: unknown): SaveIntent {
  return (SAVE_INTENTS as readonly unknown[]).includes(value) ? (value as SaveIntent) : 'save';
}

/**
 * The create and edit screens' action: `{ intent, body }` as JSON, the body checked by the contract,
 * saved as the signed-in user. The editor stays open (the answer carries the saved post); a stale
 * version answers 409 with the other save, for the conflict dialog (decision 049).
 */
export async function saveBlog(request: Request, context: Readonly<RouterContextProvider>, id?: string) {
  const raw = (await request.json().catch(() => null)) as { intent?: unknown; body?: unknown } | null;
  const intent = readIntent(raw?.intent);
  const parsed = blogBody.safeParse(raw?.body);
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? SAVE_FAILED, 400);
  try {
    const post = await staffApi(request, context, async (api) => {
      if (intent === 'unschedule' && id) return api.blogs.unschedule(id, { version: parsed.data.version });
      const saved = id ? await api.blogs.update(id, parsed.data) : await api.blogs.create(parsed.data);
      return intent === 'submit' ? api.blogs.submit(saved._id) : saved;
    });
    const result: BlogSaveResult = { ok: true, post, intent };
    return result;
  } catch (err) {
    if (err instanceof Response) throw err;
    if (err instanceof BlogConflictError) {
      const result: BlogSaveResult = { ok: false, conflict: { current: err.conflict.current, changedBy: err.conflict.changedBy } };
      return data(result, { status: 409 });
    }
    // SPEC's banner text, unless the API named a field ("Another post uses this address").
    // A refusal (403) says why: "Contributors submit posts for review; an editor publishes them."
    const fieldError =
      err instanceof ApiRequestError ? (err.body?.errors?.[0]?.message ?? (err.status === 403 ? err.body?.message : undefined)) : undefined;
    return fail(fieldError ?? SAVE_FAILED, err instanceof ApiRequestError && err.status < 500 ? err.status : 502);
  }
}

function fail(error: string, status: number) {
  const result: BlogSaveResult = { ok: false, error };
  return data(result, { status });
}
