import type { Booking } from '@contract/booking';
import type { BookingWithPeople } from '../repositories/bookings';

/** A booking as staff read it (GET /api/bookings) and webhooks carry it (decision 127). */
export const toBooking = ({ row, personName, leadReference }: BookingWithPeople): Booking => ({
  _id: row.id,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  status: row.status,
  personId: row.userId,
  personName,
  leadId: row.leadId,
  leadReference,
  visitorName: row.visitorName,
  visitorEmail: row.visitorEmail,
  note: row.note,
  timeZone: row.timeZone,
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});
