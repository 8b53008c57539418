import { data, Link } from 'react-router';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/newsletter-unsubscribe';

/**
 * GET only shows the button: link scanners and previews open links, and must not unsubscribe
 * anyone. POST unsubscribes, from the button (a plain form) or from a mail client's one-click
 * List-Unsubscribe-Post, which sends `List-Unsubscribe=One-Click` without any sign-in.
 */
export async function action({ params, context }: Route.ActionArgs) {
  try {
    await serverApi(context).subscriptions.unsubscribe(params.token);
    return data({ done: true as boolean, text: 'You have been unsubscribed and will not receive the newsletter any more.' });
  } catch (err) {
    if (!(err instanceof ApiRequestError) || err.status >= 500) throw err;
    return data({ done: false as boolean, text: err.body?.message ?? 'This unsubscribe link is not valid' }, { status: err.status });
  }
}

/** Each link is one person's, and confirming happens once: no page cache may keep the answer. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: 'Unsubscribe',
    description: 'Stop receiving the newsletter.',
    path: location.pathname,
    image: '/images/social/og-default.png',
    noindex: true,
  });

export default function NewsletterUnsubscribe({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      {actionData ? (
        <>
          <h1 className="text-3xl font-bold text-navy-900">{actionData.done ? 'You have been unsubscribed' : 'This link does not work'}</h1>
          <p role="status" className="text-slate-600">
            {actionData.text}
          </p>
          {actionData.done ? (
            <p className="text-slate-600">
              Changed your mind?{' '}
              <Link to="/#newsletter" className="font-semibold text-brand-700 underline hover:text-brand-800">
                Subscribe again
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-navy-900">Unsubscribe from the newsletter</h1>
          <p className="text-slate-600">Press the button to stop receiving our newsletter at this address.</p>
          <form method="post">
            <button type="submit" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
              Unsubscribe
            </button>
          </form>
        </>
      )}
    </section>
  );
}
