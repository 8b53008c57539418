import type { WebhookData } from '@contract/webhooks';
import type { BlogRow, LeadRow, SubscriptionRow } from '../repositories/row-types';
import { leadUrl } from '../mail/lead-notification';
import type { BookingWithPeople } from '../repositories/bookings';
import { toBooking } from '../booking/booking-view';

/** A lead as receivers get it (lead.created, lead.updated with its changes). */
export function leadPayload(row: LeadRow, siteUrl: string, changes?: Record<string, string>): WebhookData<'lead.created'> {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    service: row.service,
    budget: row.budget,
    message: row.message,
    status: row.status,
    value: row.value,
    source: {
      landingPage: row.landingPage,
      referrer: row.referrer,
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
    },
    url: leadUrl(siteUrl, row.id),
    createdAt: row.createdAt.toISOString(),
    ...(changes ? { changes } : {}),
  };
}

export function subscriberPayload(row: Pick<SubscriptionRow, 'id' | 'email' | 'status'>, at: Date): WebhookData<'subscriber.confirmed'> {
  return { _id: row.id, email: row.email, status: row.status, at: at.toISOString() };
}

export const postUrl = (siteUrl: string, slug: string) => `${siteUrl}/blogs/${encodeURIComponent(slug)}`;

export type PostPayloadRow = Pick<BlogRow, 'id' | 'slug' | 'title' | 'status' | 'publishedAt'> & { updatedAt?: Date | null };

export function postPayload(row: PostPayloadRow, siteUrl: string): WebhookData<'post.published'> {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    url: postUrl(siteUrl, row.slug),
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: (row.updatedAt ?? new Date()).toISOString(),
  };
}

export function bookingPayload(booking: BookingWithPeople, siteUrl: string): WebhookData<'booking.created'> {
  const { note: _note, createdAt: _created, cancelledAt: _cancelled, ...call } = toBooking(booking);
  return { ...call, url: leadUrl(siteUrl, booking.row.leadId) };
}
