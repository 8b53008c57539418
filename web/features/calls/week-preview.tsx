import type { Slots } from '@contract/booking';
import { addDays, dayInWords } from './calendar';

export interface WeekPreviewData {
  /** The first of the seven days, today in `slots.timeZone`. */
  from: string;
  slots: Slots;
}

/**
 * The next seven days' slots visitors may book with you (GET /api/account/availability/slots, in
 * the saved zone), read after each save: your hours, days off, notice and horizon, less your booked calls.
 */
export function WeekPreview({ preview, takesCalls }: { preview: WeekPreviewData | null; takesCalls: boolean }) {
  return (
    <section aria-labelledby="week-preview-heading" className="space-y-3">
      <h2 id="week-preview-heading" className="text-xl font-semibold text-slate-900">
        Your next 7 days as visitors see them
      </h2>
      <p className="text-sm text-slate-700">
        The times the booking page offers with you now, from your saved hours and less the calls already booked, in{' '}
        {preview?.slots.timeZone ?? 'your zone'}.{takesCalls ? '' : ' You do not take calls, so visitors are offered none.'} Changes show here once
        saved.
      </p>
      {preview === null ? (
        <p className="text-sm text-red-700">The slots could not be read just now; reload the page to try again.</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Bookable slots by day">
          {Array.from({ length: 7 }, (_, i) => addDays(preview.from, i)).map((day) => {
            const times = preview.slots.slots.filter((s) => s.day === day);
            return (
              <li key={day} className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm" data-preview-day={day}>
                <h3 className="font-semibold text-slate-900">{dayInWords(day)}</h3>
                {times.length === 0 ? (
                  <p className="text-slate-700">No slots</p>
                ) : (
                  <>
                    <p className="text-slate-700">
                      {times.length} slot{times.length === 1 ? '' : 's'}
                    </p>
                    <ul className="mt-1 flex flex-wrap gap-1" aria-label={`Slots on ${dayInWords(day)}`}>
                      {times.map((s) => (
                        <li key={s.start} className="rounded border border-slate-300 px-1.5 py-0.5 tabular-nums text-slate-900">
                          {s.time}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
