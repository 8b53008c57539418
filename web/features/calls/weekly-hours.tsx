import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { CALL_MINUTES, WEEKDAY_NAMES, minutesOf, type Availability } from '@contract/booking';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import type { SchemaForm } from '~/lib/forms/use-schema-form';

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A new range on a day: 09:00–17:00 on an empty one, else the hour after its last range (up to 24:00). */
function nextRange(day: number, ranges: Availability['weekly']): Availability['weekly'][number] {
  const last = ranges
    .filter((r) => r.day === day)
    .sort((a, b) => minutesOf(a.to) - minutesOf(b.to))
    .at(-1);
  if (!last || !/^\d{2}:\d{2}$/.test(last.to)) return { day, from: '09:00', to: '17:00' };
  const from = Math.min(minutesOf(last.to), 23 * 60);
  return { day, from: clock(from), to: clock(Math.min(from + 60, 24 * 60)) };
}

type Form = SchemaForm<Availability, Availability>;

/** One end of a range: a text box labelled "From" or "To", named in full for screen readers ("Monday, hours 1: From"). */
function TimeField({ form, fieldError, id, index, end, context }: Form & { id: string; index: number; end: 'from' | 'to'; context: string }) {
  return (
    <div className="w-28">
      <Field
        id={id}
        label={
          <>
            <span className="sr-only">{context} </span>
            {end === 'from' ? 'From' : 'To'}
          </>
        }
        error={fieldError(`weekly.${index}.${end}`)}
      >
        {(c) => (
          <input
            {...c}
            {...form.register(`weekly.${index}.${end}`)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            placeholder={end === 'from' ? '09:00' : '17:00'}
          />
        )}
      </Field>
    </div>
  );
}

/**
 * The weekly hours, one group per weekday, each range two labelled times (HH:MM; "to" may be
 * 24:00, which a time input cannot hold, so both are text). The ranges stay one list in the form,
 * in the order sent, so the API's `weekly.2.to` lands on the third range's "to".
 */
export function WeeklyHours(props: Form & { idPrefix: string }) {
  const { form, fieldError, idPrefix } = props;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'weekly' });
  const addButtons = useRef<Record<number, HTMLButtonElement | null>>({});
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-slate-900">Weekly hours</legend>
      <p className="text-sm text-slate-700">
        Wall-clock times in your time zone, 24-hour HH:MM; a range may end at 24:00. Visitors are offered {CALL_MINUTES}-minute calls that fit in
        them.
      </p>
      {fieldError('weekly') ? <p className="text-sm text-red-700">{fieldError('weekly')}</p> : null}
      {WEEKDAY_NAMES.map((dayName, i) => {
        const day = i + 1;
        const ranges = fields.map((f, index) => ({ f, index })).filter(({ f }) => f.day === day);
        return (
          <fieldset key={dayName} className="rounded-lg border border-slate-200 bg-white p-3" data-weekday={day}>
            <legend className="px-1 text-sm font-semibold text-slate-900">{dayName}</legend>
            {ranges.length === 0 ? <p className="text-sm text-slate-700">No calls on {dayName}s.</p> : null}
            <ul className="space-y-2">
              {ranges.map(({ f, index }, n) => (
                <li key={f.id} className="flex flex-wrap items-start gap-3">
                  <input type="hidden" {...form.register(`weekly.${index}.day`, { valueAsNumber: true })} />
                  <TimeField {...props} id={`${idPrefix}-w${index}-from`} index={index} end="from" context={`${dayName}, hours ${n + 1}:`} />
                  <TimeField {...props} id={`${idPrefix}-w${index}-to`} index={index} end="to" context={`${dayName}, hours ${n + 1}:`} />
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-6 min-h-11 lg:min-h-9"
                    aria-label={`Remove ${dayName} hours ${n + 1}`}
                    onClick={() => {
                      remove(index);
                      // The button goes with its range: the keyboard stays on this day.
                      addButtons.current[day]?.focus();
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
            <Button
              ref={(el) => {
                addButtons.current[day] = el;
              }}
              variant="secondary"
              size="sm"
              className="mt-2 min-h-11 lg:min-h-9"
              // Focus goes to the new range's From (the first field, the day, is hidden).
              onClick={() => append(nextRange(day, form.getValues('weekly')), { focusName: `weekly.${fields.length}.from` })}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add hours on {dayName}
            </Button>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
