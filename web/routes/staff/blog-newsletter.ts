import { newsletterSendBody } from '@contract/newsletter';
import { staffApi } from '~/features/staff/staff-api.server';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/blog-newsletter';

export type NewsletterActionResult = { ok: true; id: string; test: boolean } | { ok: false; error: string };

const SEND_FAILED = 'Failed to send the newsletter. Please try again.';

/** "Send as newsletter" on the edit screen: a test send to yourself, or the send to every confirmed subscriber. */
export async function action({ request, context, params }: Route.ActionArgs): Promise<NewsletterActionResult> {
  const parsed = newsletterSendBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? SEND_FAILED };
  try {
    const { id } = await staffApi(request, context, (api) => api.newsletter.send(params.id, parsed.data));
    return { ok: true, id, test: parsed.data.test };
  } catch (err) {
    if (err instanceof Response) throw err;
    // The API's own words for a refusal (a draft, already sent, nobody confirmed).
    return { ok: false, error: err instanceof ApiRequestError && err.body?.message && err.status < 500 ? err.body.message : SEND_FAILED };
  }
}
