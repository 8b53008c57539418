import { data } from 'react-router';
import { bookingContent as copy } from '~/content/booking';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import { readForm } from '~/lib/read-form.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/book-cancel';

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The visitor's cancel link from their invitation (decision 127). GET only shows the button: link
 * scanners and mail previews open links and must not cancel anyone's call; the button POSTs the token.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const cancelled = await serverApi(context).booking.cancel(field(form, 'booking'), field(form, 'token'));
    return data({ done: true as boolean, text: copy.cancel.done(cancelled.label) });
  } catch (err) {
    if (!(err instanceof ApiRequestError) || err.status >= 500) throw err;
    return data({ done: false as boolean, text: err.body?.message ?? copy.cancel.broken }, { status: err.status });
  }
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { booking: url.searchParams.get('booking') ?? '', token: url.searchParams.get('token') ?? '' };
}

/** Each link is one visitor's, and it works once: no cache may keep the page. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: copy.cancel.title, description: copy.cancel.text, path: '/book/cancel', noindex: true });

export default function BookCancel({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      {actionData ? (
        <>
          <h1 className="text-3xl font-bold text-navy-900">{actionData.done ? copy.cancel.doneTitle : copy.cancel.brokenTitle}</h1>
          <p role="status" className="text-slate-700">
            {actionData.text}
          </p>
          <a href="/book" className="font-semibold text-brand-800 underline">
            {copy.cancel.bookAgain}
          </a>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-navy-900">{copy.cancel.title}</h1>
          <p className="text-slate-700">{copy.cancel.text}</p>
          <form method="post">
            <input type="hidden" name="booking" value={loaderData.booking} />
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
              {copy.cancel.submit}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
