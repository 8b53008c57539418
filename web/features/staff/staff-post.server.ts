import { data } from 'react-router';
import { z } from 'zod';

/** A staff screen's JSON post: the write (`intent`), the row it names, and a form's body for the contract schema to check. */
const staffPost = z.looseObject({
  intent: z.string().catch(''),
  id: z.string().catch(''),
  label: z.string().catch(''),
  body: z.unknown().optional(),
});
export type StaffPost = z.infer<typeof staffPost>;

/**
 * The JSON a staff screen's fetcher posts (`encType: 'application/json'`); anything else answers
 * 415, as `readForm` does for pages that take a form.
 */
export async function readStaffPost(request: Request): Promise<StaffPost> {
  const raw: unknown = await request.json().catch(() => undefined);
  const post = staffPost.safeParse(raw);
  if (!post.success) throw data('Send JSON', { status: 415 });
  return post.data;
}
