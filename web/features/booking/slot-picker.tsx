import type { Slot } from '@contract/booking';
import { dayInWords } from './time-zones';

/** Slots grouped by their day in the visitor's zone, in order. */
export function slotsByDay(slots: readonly Slot[]): { day: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/**
 * The free times as one radio group (name `start`), a fieldset per day: arrow keys move between
 * times, the day is read with each time, and it posts without JavaScript.
 */
export function SlotPicker({ slots, selected, error }: { slots: readonly Slot[]; selected?: string; error?: string }) {
  return (
    <div className="space-y-6" aria-describedby={error ? 'book-start-error' : undefined}>
      {slotsByDay(slots).map(({ day, slots: times }) => (
        <fieldset key={day}>
          <legend className="text-base font-semibold text-navy-900">{dayInWords(day, { year: false })}</legend>
          <div className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-4">
            {times.map((slot) => (
              <label
                key={slot.start}
                className="flex items-center gap-2 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-medium text-slate-900 hover:border-brand-600"
              >
                <input type="radio" name="start" value={slot.start} defaultChecked={slot.start === selected} required aria-label={slot.label} />
                {slot.time}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {error && (
        <p id="book-start-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
