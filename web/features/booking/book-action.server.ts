import { data, type RouterContextProvider } from 'react-router';
import { createBookingBody, slotTakenSchema, type Slot } from '@contract/booking';
import { bookingContent as copy } from '~/content/booking';
import { ApiRequestError, tooManyRequestsMessage } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import { schemaFieldErrors } from '~/lib/forms/field-errors';
import { serverFieldErrors } from '~/lib/forms/server-errors';
import { readForm } from '~/lib/read-form.server';

/** What the visitor typed, given back with any answer but a booking. */
export interface BookingValues {
  name: string;
  email: string;
  note: string;
}

export type BookActionData =
  | { ok: true; booked: { label: string; withName: string; email: string } }
  | { ok: false; values: BookingValues; fieldErrors?: Record<string, string>; error?: string; nextSlots?: Slot[] };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The /book form's post: the contract's schema and messages, then POST /api/booking through the typed
 * client. A time taken meanwhile answers the next free ones (409), shown in place of the day's times.
 */
export async function bookAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readForm(request);
  const values: BookingValues = { name: text(form, 'name'), email: text(form, 'email'), note: text(form, 'note') };
  const lead = text(form, 'leadReference');
  const body = { ...values, start: text(form, 'start'), timeZone: text(form, 'timeZone') || undefined, ...(lead ? { leadReference: lead } : {}) };
  const checked = schemaFieldErrors(createBookingBody, body);
  if (checked.errors) {
    const fieldErrors = { ...checked.errors, ...(checked.errors.start ? { start: copy.form.slotRequired } : {}) };
    return data<BookActionData>({ ok: false, values, fieldErrors }, { status: 400 });
  }
  try {
    const booked = await serverApi(context).booking.book(checked.data);
    return data<BookActionData>({ ok: true, booked: { label: booked.label, withName: booked.withName, email: values.email } });
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 409) {
      const taken = slotTakenSchema.safeParse(err.raw);
      return data<BookActionData>({ ok: false, values, error: copy.taken, nextSlots: taken.data?.nextSlots ?? [] }, { status: 409 });
    }
    const fields = serverFieldErrors(err);
    if (fields.length) {
      return data<BookActionData>({ ok: false, values, fieldErrors: Object.fromEntries(fields.map((f) => [f.field, f.message])) }, { status: 400 });
    }
    const limited = tooManyRequestsMessage(err);
    if (limited) return data<BookActionData>({ ok: false, values, error: limited }, { status: 429 });
    console.error('Booking failed', err);
    return data<BookActionData>({ ok: false, values, error: copy.failure }, { status: 502 });
  }
}
