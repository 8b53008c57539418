import {
  OPEN_STATUSES,
  type BoardCard,
  type Contact,
  type Lead,
  type LeadDetail,
  type LeadDue,
  type LeadMessage,
  type LeadStatus,
  type NextAction,
} from '@contract/leads';
import type { DeskToday } from '../../lib/calendar-day';
import type { EmailStatus, LeadHistoryRow, LeadMessageRow, LeadNoteRow, LeadRow } from '../../repositories/row-types';
import type { BookingWithPeople } from '../../repositories/bookings';
import { toBooking } from '../../booking/booking-view';

/** A stored lead in SPEC's legacy contact shape (the fields every lead answer starts with). */
export function toContact(row: LeadRow): Contact {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    budget: row.budget,
    message: row.message,
    RND: row.rnd,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The source a lead counts under: its UTM source, else the referrer's host, else 'direct' (as SQL: repositories/leads.ts sourceExpr). */
export function leadSource(row: Pick<LeadRow, 'utmSource' | 'referrer'>): string {
  const utm = row.utmSource.toLowerCase();
  if (utm) return utm;
  const host = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/:?#]+)/.exec(row.referrer)?.[1]?.replace(/^www\./, '');
  return host || 'direct';
}

const OPEN: readonly string[] = OPEN_STATUSES;

/** An open lead's next action against now and the desk's today (decision 123): before today overdue, passed today due. */
export function leadDue(row: Pick<LeadRow, 'status' | 'nextActionDueAt'>, today: DeskToday): LeadDue | null {
  const at = row.nextActionDueAt;
  if (!at || !OPEN.includes(row.status)) return null;
  if (at < today.start) return 'overdue';
  if (at <= today.now) return 'due';
  return at < today.end ? 'today' : null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The next action as the API answers it; null when none is set. */
export const nextActionOf = (row: Pick<LeadRow, 'nextActionText' | 'nextActionDueAt'>): NextAction | null =>
  row.nextActionDueAt ? { text: row.nextActionText, dueAt: row.nextActionDueAt.toISOString() } : null;

/** A stored lead as the API answers it: SPEC's contact fields, then pipeline and source. */
/** `today`: the desk's day (TZ) and now, which next actions are compared with. */
export function toLead(row: LeadRow, ownerName: string | null, today: DeskToday): Lead {
  return {
    ...toContact(row),
    status: row.status as LeadStatus,
    ownerId: row.ownerId,
    ownerName,
    nextAction: nextActionOf(row),
    form: row.form,
    pageUrl: row.pageUrl,
    landingPage: row.landingPage,
    referrer: row.referrer,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    utmTerm: row.utmTerm,
    utmContent: row.utmContent,
    spamReasons: row.spamReasons,
    consentNotice: row.consentNotice,
    consentAt: iso(row.consentAt),
    version: row.version,
    updatedAt: iso(row.updatedAt),
    updatedByName: row.updatedByName,
    company: row.company,
    reference: row.reference ?? '',
    value: row.value,
    source: leadSource(row),
    due: leadDue(row, today),
    firstResponseAt: iso(row.firstResponseAt),
    firstResponseByName: row.firstResponseByName,
    escalatedAt: iso(row.escalatedAt),
    personId: row.personId,
    companyId: row.companyId,
  };
}

/** A message of the lead's conversation: a reply from the desk with its delivery from the outbox (null: not written there yet), or mail that came back. */
export function toLeadMessage(m: LeadMessageRow, delivery: EmailStatus | null): LeadMessage {
  return {
    _id: m.id,
    direction: m.direction,
    auto: m.auto,
    subject: m.subject,
    text: m.body,
    html: m.html,
    authorName: m.authorName,
    from: m.fromAddress,
    to: m.toAddress,
    attachments: m.attachments,
    delivery: m.direction === 'in' ? 'received' : (delivery ?? 'queued'),
    createdAt: m.createdAt.toISOString(),
  };
}

/** A lead as a board card: what the card shows and its version for a move (decision 113). */
export function toBoardCard(row: LeadRow, ownerName: string | null, today: DeskToday): BoardCard {
  return {
    _id: row.id,
    name: row.name,
    status: row.status as LeadStatus,
    service: row.service,
    budget: row.budget,
    ownerName,
    nextAction: nextActionOf(row),
    due: leadDue(row, today),
    createdAt: row.createdAt.toISOString(),
    escalatedAt: iso(row.escalatedAt),
    firstResponseAt: iso(row.firstResponseAt),
    version: row.version,
  };
}

/** One lead with its notes, history and replies, as `GET /api/contacts/:id` answers it. */
export function toLeadDetail(
  found: {
    row: LeadRow;
    ownerName: string | null;
    notes: LeadNoteRow[];
    history: LeadHistoryRow[];
    messages: { message: LeadMessageRow; delivery: EmailStatus | null }[];
    calls: BookingWithPeople[];
  },
  today: DeskToday,
): LeadDetail {
  return {
    ...toLead(found.row, found.ownerName, today),
    notes: found.notes.map((n) => ({ _id: n.id, text: n.text, authorName: n.authorName, createdAt: n.createdAt.toISOString() })),
    history: found.history.map((h) => ({
      _id: h.id,
      kind: h.kind,
      from: h.fromValue,
      to: h.toValue,
      actorName: h.actorName,
      createdAt: h.createdAt.toISOString(),
    })),
    messages: found.messages.map((m) => toLeadMessage(m.message, m.delivery)),
    bookings: found.calls.map(toBooking),
  };
}

/** The strong ETag of a lead: its version (decision 037). */
export const leadEtag = (version: number) => `"${version}"`;
