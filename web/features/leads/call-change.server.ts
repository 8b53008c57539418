import { data } from 'react-router';
import { updateBookingBody } from '@contract/booking';
import type { ApiClient } from '~/lib/api/client';
import type { LeadActionAnswer } from './lead-answer';

/** A call on the lead's dialog: cancel it (both sides are told) or mark it a no-show / undo that; a refusal throws to `leadAction`. */
export async function callChange(
  intent: 'cancel-call' | 'mark-call',
  booking: string,
  status: string,
  failure: string,
  call: <T>(run: (api: ApiClient) => Promise<T>) => Promise<T>,
) {
  if (intent === 'cancel-call') {
    const cancelled = await call((api) => api.booking.cancelCall(booking));
    return { ok: true, toast: `Call with ${cancelled.visitorName} cancelled` } satisfies LeadActionAnswer;
  }
  const body = updateBookingBody.safeParse({ status });
  if (!body.success)
    return data({ error: `${failure}: ${body.error.issues[0]?.message ?? 'unknown status'}` } satisfies LeadActionAnswer, { status: 400 });
  const marked = await call((api) => api.booking.markCall(booking, body.data.status));
  const toast = marked.status === 'no_show' ? `${marked.visitorName} marked as a no-show` : `No-show undone for ${marked.visitorName}`;
  return { ok: true, toast } satisfies LeadActionAnswer;
}
