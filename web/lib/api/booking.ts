import { slotsSchema, type SlotsQuery } from '@contract/booking';
import { queryString, type Transport } from './transport';

export const bookingApi = ({ get }: Transport) => ({
  /** The free call times of days `from`…`to` in the visitor's zone (public, cached briefly). */
  slots: (query: SlotsQuery) => get(slotsSchema, `/api/booking/slots${queryString(query)}`),
});
