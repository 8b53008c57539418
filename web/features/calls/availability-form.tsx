import { useEffect, useId, useState } from 'react';
import {
  CALL_MINUTES,
  MAX_BUFFER_MINUTES,
  MAX_HORIZON_DAYS,
  MAX_NOTICE_MINUTES,
  availabilitySchema,
  defaultAvailability,
  type Availability,
} from '@contract/booking';
import { Field } from '~/components/ui/field';
import { StaffFormFrame } from '~/features/staff/staff-form-frame';
import type { StaffFormProps } from '~/features/staff/staff-form-props';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { useHydrated } from '~/lib/use-hydrated';
import { browserTimeZone, timeZoneChoices } from './calendar';
import { DaysOff } from './days-off';
import { WeeklyHours } from './weekly-hours';

/** "240 minutes" as "4 h": the API counts minutes, people think in hours. */
function minutesInWords(value: unknown): string {
  const m = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
}

/** Never saved: the GET's defaults (not taking calls, weekdays 9–5 in the site's zone). */
const neverSaved = (a: Availability) => JSON.stringify(a) === JSON.stringify(defaultAvailability(a.timeZone));

/**
 * One's call hours (issue 47 point 1): take calls or not, the zone, weekly hours, days off, buffer,
 * notice and horizon, checked by the contract's `availabilitySchema` before it is sent and by the
 * API after; each message at its field.
 */
export function AvailabilityForm({ saved, busy, fieldErrors, onSubmit }: StaffFormProps<Availability> & { saved: Availability }) {
  const id = useId();
  const schemaForm = useSchemaForm({ schema: availabilitySchema, defaultValues: saved, answerErrors: fieldErrors });
  const { form, fieldError, submit } = schemaForm;
  const hydrated = useHydrated();
  const [browserZone, setBrowserZone] = useState('');
  // A save (or another tab's) is what the form shows next. Compared as text: every action reloads the
  // hours, and a refused save's reload (the same hours) must not wipe the messages at the fields.
  const savedText = JSON.stringify(saved);
  useEffect(() => form.reset(JSON.parse(savedText) as Availability), [savedText, form]);
  useEffect(() => {
    const zone = browserTimeZone();
    setBrowserZone(zone);
    // Someone who never saved starts from their browser's zone rather than the site's.
    const current = JSON.parse(savedText) as Availability;
    if (zone && neverSaved(current) && zone !== current.timeZone) form.setValue('timeZone', zone, { shouldDirty: true });
  }, [savedText, form]);
  const zone = form.watch('timeZone');
  // The server renders the saved zone only; the browser's list (Intl) comes with the script.
  const zones = hydrated ? timeZoneChoices(zone) : [zone];
  const number = (name: 'bufferMinutes' | 'noticeMinutes' | 'horizonDays') => form.register(name, { valueAsNumber: true });
  return (
    <StaffFormFrame
      title="Your call hours"
      onSubmit={submit(onSubmit, () => undefined)}
      busy={busy}
      submitLabel="Save call hours"
      busyLabel="Saving..."
    >
      <label className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
        <input type="checkbox" {...form.register('takesCalls')} className="mt-1 h-5 w-5" />
        <span>
          <span className="font-medium">I take calls</span>
          <span className="block text-slate-700">Visitors may book a {CALL_MINUTES}-minute call with you in the hours below.</span>
        </span>
      </label>
      <Field
        id={`${id}-zone`}
        label="Time zone"
        error={fieldError('timeZone')}
        hint={browserZone && browserZone !== zone ? `Your browser is in ${browserZone}.` : 'Your hours and days off are in this zone.'}
      >
        {(c) => (
          <select {...c} {...form.register('timeZone')} className={`${c.className} max-w-sm`}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        )}
      </Field>
      <WeeklyHours {...schemaForm} idPrefix={id} />
      <DaysOff {...schemaForm} />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Around each call</legend>
        <Field
          id={`${id}-buffer`}
          label="Buffer (minutes)"
          error={fieldError('bufferMinutes')}
          hint={`Kept free before and after each busy time; 0–${MAX_BUFFER_MINUTES}.`}
        >
          {(c) => <input {...c} {...number('bufferMinutes')} type="number" min={0} max={MAX_BUFFER_MINUTES} step={5} inputMode="numeric" />}
        </Field>
        <Field
          id={`${id}-notice`}
          label="Notice (minutes)"
          error={fieldError('noticeMinutes')}
          hint={`The earliest call is this long from now (${minutesInWords(form.watch('noticeMinutes'))}); up to ${MAX_NOTICE_MINUTES / 1440} days.`}
        >
          {(c) => <input {...c} {...number('noticeMinutes')} type="number" min={0} max={MAX_NOTICE_MINUTES} step={15} inputMode="numeric" />}
        </Field>
        <Field
          id={`${id}-horizon`}
          label="Horizon (days)"
          error={fieldError('horizonDays')}
          hint={`How many days ahead visitors may book; 1–${MAX_HORIZON_DAYS}.`}
        >
          {(c) => <input {...c} {...number('horizonDays')} type="number" min={1} max={MAX_HORIZON_DAYS} step={1} inputMode="numeric" />}
        </Field>
      </fieldset>
    </StaffFormFrame>
  );
}
