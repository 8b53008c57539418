import type { RouterContextProvider } from 'react-router';
import { blogBody } from '@contract/blogs';
import { staffApi } from '~/features/staff/staff-api.server';
import { ApiRequestError } from '~/lib/api/errors';
import { SAVE_FAILED, type BlogSaveResult } from './blog-save';

/** The create and edit screens' action: the post as JSON, checked by the contract, saved as the signed-in user. */
export async function saveBlog(request: Request, context: Readonly<RouterContextProvider>, id?: string): Promise<BlogSaveResult> {
  const parsed = blogBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? SAVE_FAILED };
  try {
    const saved = await staffApi(request, context, (api) => (id ? api.blogs.update(id, parsed.data) : api.blogs.create(parsed.data)));
    return { ok: true, slug: saved.slug };
  } catch (err) {
    if (err instanceof Response) throw err;
    return { ok: false, error: err instanceof ApiRequestError && err.body?.errors?.[0] ? err.body.errors[0].message : SAVE_FAILED };
  }
}
