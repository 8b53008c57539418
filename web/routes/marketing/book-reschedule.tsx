import { data } from 'react-router';
import { slotTakenSchema, type Slot } from '@contract/booking';
import { Alert } from '~/components/ui/alert';
import { SlotPicker } from '~/features/booking/slot-picker';
import { bookingContent } from '~/content/booking';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import { readForm } from '~/lib/read-form.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/book-reschedule';

const copy = bookingContent.reschedule;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A 4xx from the API: its message for the visitor (a 5xx is thrown: the error page). */
const refused = (err: unknown) => {
  if (!(err instanceof ApiRequestError) || err.status >= 500) throw err;
  return err;
};

/**
 * The visitor's reschedule link from their invitation (decision 133): the call as booked and its
 * person's free times, as a server-rendered form (works without JavaScript). GET only reads; the
 * form POSTs the token with the chosen time, and the token works once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const booking = url.searchParams.get('booking') ?? '';
  const token = url.searchParams.get('token') ?? '';
  try {
    const options = await serverApi(context).booking.rescheduleOptions(booking, { token });
    return { booking, token, current: options.booking, slots: options.slots, broken: null };
  } catch (err) {
    const e = refused(err);
    return data({ booking, token, current: null, slots: [] as Slot[], broken: e.body?.message ?? copy.broken }, { status: e.status });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const booking = field(form, 'booking');
  try {
    const moved = await serverApi(context).booking.reschedule(booking, { token: field(form, 'token'), start: field(form, 'start') });
    return data({ done: true as boolean, text: copy.done(moved.label), nextSlots: null as Slot[] | null });
  } catch (err) {
    const e = refused(err);
    // A time taken meanwhile: the person's next free ones to choose from.
    const nextSlots = e.status === 409 ? (slotTakenSchema.safeParse(e.raw).data?.nextSlots ?? []) : null;
    return data({ done: false as boolean, text: e.body?.message ?? copy.broken, nextSlots }, { status: e.status });
  }
}

/** Each link is one visitor's, and it works once: no cache may keep the page. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: copy.title, description: copy.title, path: '/book/reschedule', noindex: true });

export default function BookReschedule({ loaderData, actionData }: Route.ComponentProps) {
  const { current, booking, token } = loaderData;
  const slots = actionData?.nextSlots ?? loaderData.slots;
  const finished = actionData && (actionData.done || !actionData.nextSlots);
  if (!current || finished) {
    const done = actionData?.done === true;
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-navy-900">{done ? copy.doneTitle : copy.brokenTitle}</h1>
        <p role="status" className="text-slate-700">
          {actionData?.text ?? loaderData.broken ?? copy.broken}
        </p>
        {!done && (
          <a href="/book" className="font-semibold text-brand-800 underline">
            {bookingContent.cancel.bookAgain}
          </a>
        )}
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <h1 className="text-3xl font-bold text-navy-900">{copy.title}</h1>
      <p className="text-slate-700">{copy.current(current.label, current.withName)}</p>
      <form method="post" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <input type="hidden" name="booking" value={booking} />
        <input type="hidden" name="token" value={token} />
        {actionData?.text && (
          <Alert tone="error" className="mb-4">
            {actionData.text}
          </Alert>
        )}
        {slots.length > 0 ? <SlotPicker slots={slots} /> : <p className="text-slate-700">{copy.none}</p>}
        <button
          type="submit"
          disabled={slots.length === 0}
          className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {copy.submit}
        </button>
      </form>
    </section>
  );
}
