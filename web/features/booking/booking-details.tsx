import { Field } from '~/components/ui/field';
import { bookingContent as copy } from '~/content/booking';

export interface BookingFieldErrors {
  name?: string;
  email?: string;
  note?: string;
}

/** Who the call is with: name, email and a note, and the button that books the chosen time. */
export function BookingDetails({
  disabled,
  errors = {},
  values = {},
}: {
  disabled: boolean;
  errors?: BookingFieldErrors;
  values?: Partial<Record<keyof BookingFieldErrors, string>>;
}) {
  return (
    <fieldset className="space-y-4 rounded-2xl lg:self-start border border-slate-200 bg-white p-6 shadow-sm">
      <legend className="mb-4 text-lg font-semibold text-navy-900">{copy.form.legend}</legend>
      <Field id="book-name" label={copy.form.name} required error={errors.name}>
        {(control) => <input {...control} name="name" autoComplete="name" required maxLength={200} defaultValue={values.name} />}
      </Field>
      <Field id="book-email" label={copy.form.email} required error={errors.email}>
        {(control) => <input {...control} name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} />}
      </Field>
      <Field id="book-note" label={copy.form.note} optional hint={copy.form.noteHint} error={errors.note}>
        {(control) => <textarea {...control} name="note" rows={4} maxLength={2000} defaultValue={values.note} />}
      </Field>
      <button type="submit" disabled={disabled} className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 ">
        {copy.form.submit}
      </button>
    </fieldset>
  );
}
