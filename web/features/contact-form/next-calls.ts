import type { Slot } from '@contract/booking';
import type { ApiClient } from '~/lib/api/client';
import { addDays, todayIn } from '~/features/calls/calendar';

/** How many free times the thank-you offers. */
const OFFERED = 3;

/** The soonest free call times, offered in the thank-you once the enquiry is in (issue 47 point 3). */
export interface NextCalls {
  /** The zone the times are in: the browser's own, or UTC when the form was posted without JavaScript. */
  timeZone: string;
  slots: Slot[];
}

/** This week's first free times in `zone`; null when nobody takes calls (then nothing is offered). */
export async function readNextCalls(api: Pick<ApiClient, 'booking'>, zone: string): Promise<NextCalls | null> {
  const today = todayIn(zone);
  const { slots } = await api.booking.slots({ from: today, to: addDays(today, 6), tz: zone });
  return slots.length ? { timeZone: zone, slots: slots.slice(0, OFFERED) } : null;
}

/** /book for this enquiry in this zone, with one time already chosen when given. */
export function bookHref(reference: string, zone: string, slot?: Slot): string {
  const chosen: Record<string, string> = slot ? { from: slot.day, day: slot.day, start: slot.start } : {};
  return `/book?${new URLSearchParams({ lead: reference, tz: zone, ...chosen }).toString()}`;
}
