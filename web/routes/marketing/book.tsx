import { data } from 'react-router';
import { MAX_HORIZON_DAYS } from '@contract/booking';
import { PageHero } from '~/features/site-shell/page-hero';
import { DayStrip } from '~/features/booking/day-strip';
import { SlotPicker, slotsByDay } from '~/features/booking/slot-picker';
import { ZoneDetectIsland } from '~/features/booking/zone-detect';
import { ZonePicker } from '~/features/booking/zone-picker';
import { BookingDetails } from '~/features/booking/booking-details';
import { bookAction } from '~/features/booking/book-action.server';
import { BookedPanel } from '~/features/booking/booked-panel';
import { Alert } from '~/components/ui/alert';
import { addDays, chosenZone, todayIn, zoneChoices, zoneWords } from '~/features/booking/time-zones';
import { bookingContent as copy } from '~/content/booking';
import { serverApi } from '~/lib/api/server-api.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/book';

/** Days shown at once: a week, so every weekday's hours are in view. */
const DAYS_SHOWN = 7;
const LEAD_REFERENCE = /^L-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/;

/** The page's query: the zone, the enquiry's reference, the first day shown (today or later, within the horizon). */
function parseQuery(url: URL) {
  const zone = chosenZone(url.searchParams.get('tz'));
  const lead = url.searchParams.get('lead')?.trim().toUpperCase() ?? '';
  const today = todayIn(zone);
  const last = addDays(today, MAX_HORIZON_DAYS - DAYS_SHOWN + 1);
  const asked = url.searchParams.get('from') ?? '';
  const from = /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked > today ? (asked < last ? asked : last) : today;
  const day = url.searchParams.get('day') ?? '';
  // A time chosen already (the contact form's thank-you links to it): checked when it is still free.
  const start = url.searchParams.get('start') ?? '';
  return { zone, lead: LEAD_REFERENCE.test(lead) ? lead : null, today, from, last, day, start };
}

/** The same page with other days: keeps the zone and the enquiry. */
function daysHref(q: ReturnType<typeof parseQuery>, from: string, day?: string): string {
  const params = new URLSearchParams({ tz: q.zone, from });
  if (day) params.set('day', day);
  if (q.lead) params.set('lead', q.lead);
  return `/book?${params.toString()}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = parseQuery(new URL(request.url));
  const to = addDays(q.from, DAYS_SHOWN - 1);
  const { slots } = await serverApi(context).booking.slots({ from: q.from, to, tz: q.zone });
  const byDay = slotsByDay(slots);
  // The day asked for, else the first with a free time.
  const selected = byDay.find((d) => d.day === q.day) ?? byDay[0];
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(q.from, i)).map((day) => ({
    day,
    free: byDay.find((d) => d.day === day)?.slots.length ?? 0,
    href: daysHref(q, q.from, day),
  }));
  return data(
    {
      days,
      day: selected?.day ?? null,
      zone: q.zone,
      zoneWords: zoneWords(q.zone),
      zones: zoneChoices(),
      lead: q.lead,
      from: q.from,
      slots: selected?.slots ?? [],
      start: q.start,
      earlier: q.from > q.today ? daysHref(q, addDays(q.from, -DAYS_SHOWN) < q.today ? q.today : addDays(q.from, -DAYS_SHOWN)) : null,
      later: q.from < q.last ? daysHref(q, addDays(q.from, DAYS_SHOWN)) : null,
    },
    // Free times change by the minute: never kept by the page cache or a shared cache.
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/** The chosen time and the visitor's details, sent to the API (a plain form post: it works without JavaScript). */
export function action({ request, context }: Route.ActionArgs) {
  return bookAction(request, context);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({ 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'no-store' });

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: copy.metaTitle, description: copy.metaDescription, path: '/book', crumbs: [{ name: copy.eyebrow, path: '/book' }] });

/** /book: the free call times, server-rendered in the visitor's zone; choosing one and posting books it. */
export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { zone, zones, lead, from, days, day, earlier, later } = loaderData;
  if (actionData?.ok) {
    return (
      <div className="bg-slate-50">
        <PageHero eyebrow={copy.eyebrow} title={copy.booked.title} intro={copy.intro} />
        <BookedPanel {...actionData.booked} />
      </div>
    );
  }
  // After a time was taken meanwhile: the next free ones instead of the day's.
  const slots = actionData?.nextSlots ?? loaderData.slots;
  return (
    <div className="bg-slate-50">
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <ZoneDetectIsland shown={zone} />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-12">
        {lead && <p className="text-slate-700">{copy.forEnquiry(lead)}</p>}
        <section aria-labelledby="book-zone-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="book-zone-heading" className="mb-4 text-lg font-semibold text-navy-900">
            {copy.zone.shownIn(loaderData.zoneWords)}
          </h2>
          <ZonePicker zone={zone} zones={zones} lead={lead} from={from} />
        </section>
        <form
          method="post"
          action={`/book?${new URLSearchParams({ tz: zone, from, ...(day ? { day } : {}) }).toString()}`}
          className="grid gap-8 lg:grid-cols-[1.4fr_1fr]"
        >
          <input type="hidden" name="timeZone" value={zone} />
          {lead && <input type="hidden" name="leadReference" value={lead} />}
          <section aria-labelledby="book-slots-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="book-slots-heading" className="mb-4 text-lg font-semibold text-navy-900">
              {copy.slots.legend}
            </h2>
            {actionData?.error && (
              <Alert tone="error" className="mb-4">
                {actionData.error}
              </Alert>
            )}
            {!actionData?.nextSlots && <DayStrip days={days} selected={day} />}
            {slots.length > 0 ? (
              <SlotPicker slots={slots} selected={loaderData.start} error={actionData?.fieldErrors?.start} />
            ) : (
              <div className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
                <p className="font-medium">{copy.slots.none}</p>
                <p className="mt-2">{copy.slots.noneHint}</p>
                <a href="/contactus" className="mt-3 inline-block font-semibold text-brand-800 underline">
                  {copy.slots.contactLink}
                </a>
              </div>
            )}
            <nav aria-label={copy.slots.weeksLabel} className="mt-6 flex justify-between text-sm font-semibold">
              {earlier ? (
                <a href={earlier} className="text-brand-800 underline">
                  {copy.slots.earlier}
                </a>
              ) : (
                <span />
              )}
              {later && (
                <a href={later} className="text-brand-800 underline">
                  {copy.slots.later}
                </a>
              )}
            </nav>
          </section>
          <BookingDetails disabled={slots.length === 0} errors={actionData?.fieldErrors} values={actionData?.values} />
        </form>
      </div>
    </div>
  );
}
