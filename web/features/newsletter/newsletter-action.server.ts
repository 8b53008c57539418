import { data, type RouterContextProvider } from 'react-router';
import { createSubscriptionBody } from '@contract/subscriptions';
import { newsletterText as t } from '~/content/contact';
import { ApiRequestError, tooManyRequestsMessage } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import { schemaFieldErrors } from '~/lib/forms/field-errors';
import type { NewsletterActionData } from './newsletter-message';
import { readForm } from '~/lib/read-form.server';

const answer = (newsletter: NewsletterActionData['newsletter'], status = 200) => data<NewsletterActionData>({ newsletter }, { status });

/**
 * The newsletter box's post when JavaScript is off (the /newsletter route's action): the same
 * contract schema and messages as in the browser. The address travels in the body, never the URL.
 */
export async function newsletterAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readForm(request);
  const checked = schemaFieldErrors(createSubscriptionBody, { email: String(form.get('email') ?? ''), website: String(form.get('website') ?? '') });
  if (checked.errors) return answer({ kind: 'error', text: checked.errors.email ?? t.failure }, 400);
  try {
    await serverApi(context).subscriptions.create(checked.data);
    return answer({ kind: 'success', text: t.success });
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 400) return answer({ kind: 'error', text: t.duplicate }, 400);
    const limited = tooManyRequestsMessage(err);
    if (limited) return answer({ kind: 'error', text: limited }, 429);
    console.error('Newsletter subscription failed (no-JS path)', err);
    return answer({ kind: 'error', text: t.failure }, 502);
  }
}
