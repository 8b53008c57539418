import { availabilitySchema, bookingCreatedSchema, slotsSchema, type Availability, type CreateBookingBody, type SlotsQuery } from '@contract/booking';
import { queryString, type Transport } from './transport';

/** Call booking (issue 47, decision 126): one's own call hours, and the slots visitors are offered. */
export const bookingApi = ({ get, send }: Transport) => ({
  /** My call hours (the defaults, not taking calls, until I first save). */
  availability: () => get(availabilitySchema, '/api/account/availability'),
  saveAvailability: (body: Availability) => send(availabilitySchema, 'PUT', '/api/account/availability', body),
  /** The free slots on the days `from`…`to` (both included) in the zone `tz` (public, cached up to 30 s). */
  slots: (query: SlotsQuery) => get(slotsSchema, `/api/booking/slots${queryString(query)}`),
  /** Books the call at a slot's `start` (public); a time taken meanwhile is a 409 with the next free slots. */
  book: (body: CreateBookingBody) => send(bookingCreatedSchema, 'POST', '/api/booking', body),
});
