// Leads as the API answers them, for component and client tests (not part of the app).
import type { Booking } from '@contract/booking';
import type { Lead, LeadDesk, LeadDetail, StatusCounts } from '@contract/leads';

/** A new, unassigned lead from the contact form; `extra` sets what a test is about. */
export function leadFixture(extra: Partial<Lead> = {}): Lead {
  return {
    _id: '0190a0b0-0000-7000-8000-000000000001',
    name: 'Visitor One',
    email: 'visitor@example.com',
    phone: '+1 555 123 4567',
    service: 'Web Scraping',
    budget: '$1001 - $5000',
    message: '',
    RND: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    status: 'new',
    ownerId: null,
    ownerName: null,
    nextAction: null,
    form: 'contact',
    pageUrl: '',
    landingPage: '',
    referrer: '',
    utmSource: '',
    utmMedium: '',
    utmCampaign: '',
    utmTerm: '',
    utmContent: '',
    spamReasons: '',
    consentNotice: '',
    consentAt: null,
    version: 1,
    updatedAt: null,
    updatedByName: '',
    company: '',
    reference: 'L-0000-0000-0001',
    value: null,
    source: 'direct',
    due: null,
    firstResponseAt: null,
    firstResponseByName: '',
    escalatedAt: null,
    personId: '0190a0b0-0000-7000-8000-0000000000a1',
    companyId: null,
    ...extra,
  };
}

/** The same lead as GET /api/contacts/{id} answers it, with empty notes, history, replies and calls. */
export function leadDetailFixture(extra: Partial<LeadDetail> = {}): LeadDetail {
  return { ...leadFixture(), notes: [], history: [], messages: [], bookings: [], ...extra };
}

/** Every status tab at zero; spread and set the counts a test is about. */
export const zeroCounts: StatusCounts = { new: 0, contacted: 0, qualified: 0, proposal: 0, won: 0, lost: 0, spam: 0 };

/** The desk (GET /api/contacts/desk) on 26 November 2026, no owners and nothing due; `extra` sets what a test is about. */
export function deskFixture(extra: Partial<LeadDesk> = {}): LeadDesk {
  return {
    currency: 'USD',
    timeZone: 'UTC',
    today: '2026-11-26',
    responseMinutes: 1440,
    repliesToDesk: false,
    owners: [],
    mine: { dueToday: 0, overdue: 0 },
    quarantinedThisWeek: 0,
    services: { offered: ['Bulk Data Scraping', 'Something else'], earlier: [] },
    ...extra,
  };
}

/** A booked call as GET /api/bookings answers it: `n` names it, `start` places it. */
export function bookingFixture(n: number, start: string, extra: Partial<Booking> = {}): Booking {
  return {
    _id: `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`,
    start,
    end: new Date(Date.parse(start) + 20 * 60_000).toISOString(),
    status: 'booked',
    personId: 'me',
    personName: 'Cal Caller',
    leadId: `lead-${n}`,
    leadReference: `L-0000-0000-000${n}`,
    visitorName: `Visitor ${n}`,
    visitorEmail: `visitor${n}@example.com`,
    note: '',
    timeZone: 'Europe/Berlin',
    createdAt: '2031-01-01T00:00:00.000Z',
    cancelledAt: null,
    ...extra,
  };
}
