import {
  availabilitySchema,
  bookingCreatedSchema,
  calendarConnectionSchema,
  moveCallOptionsSchema,
  bookingListSchema,
  bookingSchema,
  rescheduleOptionsSchema,
  slotsSchema,
  type Availability,
  type BookingListQuery,
  type CalendarConnectBody,
  type MoveCallBody,
  type CreateBookingBody,
  type RescheduleBookingBody,
  type SlotsQuery,
} from '@contract/booking';
import { queryString, type Transport } from './transport';

/** Call booking (issue 47, decision 126): one's own call hours, and the slots visitors are offered. */
export const bookingApi = ({ get, send }: Transport) => ({
  /** My call hours (the defaults, not taking calls, until I first save). */
  availability: () => get(availabilitySchema, '/api/account/availability'),
  saveAvailability: (body: Availability) => send(availabilitySchema, 'PUT', '/api/account/availability', body),
  /** My connected CalDAV calendar (decision 135), never its password. */
  calendar: () => get(calendarConnectionSchema, '/api/account/calendar'),
  /** Connects my calendar: the API signs in and finds it first (a 400 names the field when it cannot). */
  connectCalendar: (body: CalendarConnectBody) => send(calendarConnectionSchema, 'PUT', '/api/account/calendar', body),
  disconnectCalendar: () => send(calendarConnectionSchema, 'DELETE', '/api/account/calendar'),
  /** My own free slots on the days `from`…`to` in `tz` (the availability editor's week preview). */
  mySlots: (query: SlotsQuery) => get(slotsSchema, `/api/account/availability/slots${queryString(query)}`),
  /** The free slots on the days `from`…`to` (both included) in the zone `tz` (public, cached up to 30 s). */
  slots: (query: SlotsQuery) => get(slotsSchema, `/api/booking/slots${queryString(query)}`),
  /** Books the call at a slot's `start` (public); a time taken meanwhile is a 409 with the next free slots. */
  book: (body: CreateBookingBody) => send(bookingCreatedSchema, 'POST', '/api/booking', body),
  /** The visitor's cancel, with the token from their invitation (works once). */
  cancel: (id: string, token: string) => send(bookingCreatedSchema, 'POST', `/api/booking/${encodeURIComponent(id)}/cancel`, { token }),
  /** Booked calls starting in [from, to), soonest first ("My calls" with `mine: '1'`; staff, leads.work). */
  calls: (query: BookingListQuery) => get(bookingListSchema, `/api/bookings${queryString(query)}`),
  /** Staff cancel a booked call: both sides get the cancellation. */
  cancelCall: (id: string) => send(bookingSchema, 'POST', `/api/bookings/${encodeURIComponent(id)}/cancel`),
  /** A call staff may move and its person's free times over the next 14 days in `tz` (409 when it can no longer move). */
  moveOptions: (id: string, query: { tz?: string }) =>
    get(moveCallOptionsSchema, `/api/bookings/${encodeURIComponent(id)}/move${queryString(query)}`),
  /** Staff move a call to another free time of its person; the visitor gets the updated invitation. A time taken meanwhile is a 409. */
  moveCall: (id: string, body: MoveCallBody) => send(bookingSchema, 'POST', `/api/bookings/${encodeURIComponent(id)}/reschedule`, body),
  /** Marks a call a no-show, or undoes that (`booked`). */
  markCall: (id: string, status: 'booked' | 'no_show') => send(bookingSchema, 'PATCH', `/api/bookings/${encodeURIComponent(id)}`, { status }),
  /** The call the reschedule link opens and its person's free slots (decision 133). */
  rescheduleOptions: (id: string, query: { token: string; tz?: string }) =>
    get(rescheduleOptionsSchema, `/api/booking/${encodeURIComponent(id)}/reschedule${queryString(query)}`),
  /** Moves the call with the token from the invitation (works once); a time taken meanwhile is a 409 with next slots. */
  reschedule: (id: string, body: RescheduleBookingBody) =>
    send(bookingCreatedSchema, 'POST', `/api/booking/${encodeURIComponent(id)}/reschedule`, body),
});
