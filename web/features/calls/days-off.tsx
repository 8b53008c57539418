import { useId, useRef, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { Availability } from '@contract/booking';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import type { SchemaForm } from '~/lib/forms/use-schema-form';
import { dayInWords } from './calendar';

/** Whole days off, in the person's zone: a date to add, and the list (sorted, once each) with a Remove for each. */
export function DaysOff({ form, fieldError }: SchemaForm<Availability, Availability>) {
  const id = useId();
  const [day, setDay] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const days = form.watch('exceptions');
  const set = (next: string[]) => form.setValue('exceptions', next, { shouldDirty: true });
  function add() {
    if (!day) {
      input.current?.focus();
      return;
    }
    set([...new Set([...days, day])].sort());
    setDay('');
    input.current?.focus();
  }
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-slate-900">Days off</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        Whole days without calls, in your time zone (holidays, travel).
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-day`} className="block text-sm font-medium text-slate-800">
            Day off
          </label>
          <input
            ref={input}
            id={`${id}-day`}
            type="date"
            value={day}
            onChange={(e) => setDay(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the day rather than saving the whole form.
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            aria-describedby={`${id}-hint`}
            className={`${inputClass} w-48`}
          />
        </div>
        <Button variant="secondary" size="sm" className="min-h-11 lg:min-h-9" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Add day off
        </Button>
      </div>
      {fieldError('exceptions') ? <p className="text-sm text-red-700">{fieldError('exceptions')}</p> : null}
      {days.length === 0 ? (
        <p className="text-sm text-slate-700">No days off.</p>
      ) : (
        <ul className="space-y-1" aria-label="Your days off">
          {days.map((d, i) => (
            <li key={d} className="flex flex-wrap items-center gap-3 text-sm text-slate-900" data-day-off={d}>
              <span suppressHydrationWarning>{dayInWords(d)}</span>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11 lg:min-h-9"
                aria-label={`Remove day off ${dayInWords(d)}`}
                onClick={() => {
                  set(days.filter((x) => x !== d));
                  input.current?.focus();
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove
              </Button>
              {fieldError(`exceptions.${i}`) ? <span className="text-red-700">{fieldError(`exceptions.${i}`)}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
