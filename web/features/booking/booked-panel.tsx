import { bookingContent as copy } from '~/content/booking';

/** The answer to a booking: when, and where the invitation went. Focused, so a screen reader reads it first. */
export function BookedPanel({ label, withName, email }: { label: string; withName: string; email: string }) {
  return (
    <section aria-labelledby="booked-heading" className="mx-auto max-w-3xl px-4 py-12">
      <div className="rounded-2xl border border-green-300 bg-white p-8 shadow-sm" role="status">
        <h2 id="booked-heading" className="text-2xl font-bold text-navy-900">
          {label}
        </h2>
        <p className="mt-3 text-lg text-slate-800">{copy.booked.text(email)}</p>
        <p className="mt-2 text-slate-700">{copy.booked.with(withName)}</p>
        <p className="mt-4 text-sm text-slate-700">{copy.booked.change}</p>
      </div>
    </section>
  );
}
