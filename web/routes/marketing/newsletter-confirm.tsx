import { data, Link } from 'react-router';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/newsletter-confirm';

const INVALID = 'This confirmation link is invalid, already used or expired. Subscribe again to get a new one.';

/** Opening the emailed link confirms the address; opening it again (a mail scanner came first) still says subscribed (decision 080). */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    await serverApi(context).subscriptions.confirm(params.token);
    return data({ confirmed: true as boolean, text: 'You will receive our newsletter from now on.' });
  } catch (err) {
    if (!(err instanceof ApiRequestError) || err.status >= 500) throw err;
    return data({ confirmed: false as boolean, text: err.body?.message ?? INVALID }, { status: 400 });
  }
}

/** Each link is one person's, and confirming happens once: no page cache may keep the answer. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: 'Newsletter subscription',
    description: 'Confirm your newsletter subscription.',
    path: location.pathname,
    image: '/images/social/og-default.png',
    noindex: true,
  });

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { confirmed, text } = loaderData;
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-navy-900">{confirmed ? "You're subscribed" : 'This link does not work'}</h1>
      <p className="text-slate-600">{text}</p>
      <Link to={confirmed ? '/blog' : '/#newsletter'} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {confirmed ? 'Read the blog' : 'Subscribe again'}
      </Link>
    </section>
  );
}
