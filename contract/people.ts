import './zod-config';
import { z } from 'zod';
import { isoDate, text } from './common';
import { LEAD_EVENT_KINDS, leadSchema } from './leads';
import { listQuery } from './paging';

/**
 * People and companies (decision 125): every enquiry belongs to a person, found by the normalised
 * email, and, unless the address is free mail, to a company found by the email's domain.
 */

/**
 * Free-mail providers: their domain says nothing about the sender's employer, so their addresses get no
 * company. The big international ones, then regional ones common in our enquiries. Migration 0028's
 * is_free_mail_domain holds the same list (a test checks they agree); to change it, change both.
 */
export const FREE_MAIL_DOMAINS = [
  // Google, Microsoft, Yahoo, Apple, AOL
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  // Privacy-minded and general
  'proton.me',
  'protonmail.com',
  'pm.me',
  'mail.com',
  'zoho.com',
  // Germany
  'gmx.de',
  'gmx.net',
  'gmx.com',
  'web.de',
  't-online.de',
  // Russia
  'mail.ru',
  'yandex.ru',
  'yandex.com',
  // China
  'qq.com',
  '163.com',
  '126.com',
] as const;
const FREE: ReadonlySet<string> = new Set(FREE_MAIL_DOMAINS);

/** A person's key: lower case, trimmed. No provider rules (Gmail's dots and +tags are kept): simple and predictable. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();
/** The domain of an address ('' without an @). */
export const emailDomain = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : normalisedEmail(email.slice(at + 1));
};
/** Whether an address gets a company: its domain is known and is not a free-mail provider. */
export const isCompanyDomain = (domain: string) => domain !== '' && !FREE.has(domain);

export const PEOPLE_SORT_FIELDS = ['createdAt', 'name', 'email'] as const;
/** The staff list of people: q is any fragment of name or email (3+ characters), or the start of either. */
export const peopleListQuery = listQuery({ q: text(200).optional() }, PEOPLE_SORT_FIELDS, '-createdAt');
export type PeopleListQuery = z.input<typeof peopleListQuery>;

export const companyRefSchema = z.object({ _id: z.string(), name: z.string(), domain: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** A person in lists: the key, the hints, their company and how many of their leads the viewer may see. */
export const personSchema = z.object({
  _id: z.string(),
  email: z.string(),
  /** The first enquiry's name and phone: hints, each lead keeps what it was sent with. */
  name: z.string(),
  phone: z.string(),
  company: companyRefSchema.nullable(),
  createdAt: isoDate,
  /** The leads the viewer may see (own and unassigned without leads.all). */
  leads: z.number().int(),
  lastEnquiryAt: isoDate.nullable(),
});
export type Person = z.infer<typeof personSchema>;
export const personListSchema = z.array(personSchema);

/** One line of a person's timeline: every lead's history (status, owner, notes, mails…) and each enquiry's arrival. */
export const PERSON_TIMELINE_KINDS = ['enquiry', ...LEAD_EVENT_KINDS] as const;
export const personTimelineEntrySchema = z.object({
  _id: z.string(),
  leadId: z.string(),
  /** The lead's L-XXXX-XXXX-XXXX. */
  reference: z.string(),
  kind: z.enum(PERSON_TIMELINE_KINDS),
  from: z.string(),
  to: z.string(),
  actorName: z.string(),
  createdAt: isoDate,
});
export type PersonTimelineEntry = z.infer<typeof personTimelineEntrySchema>;
/** At most this many leads and timeline lines in a person's or company's answer (newest first). */
export const PERSON_LEADS_MAX = 100;
export const PERSON_TIMELINE_MAX = 200;

/** A merge can be undone for this many days (decision 130). */
export const MERGE_UNDO_DAYS = 30;

/** POST /api/people/{id}/merge: the person `id` goes into `intoId`, who keeps their fields and company. */
export const mergePersonBody = z.object({ intoId: z.uuid({ message: 'intoId must be a person id' }) });
export type MergePersonBody = z.infer<typeof mergePersonBody>;

/** The answer of a merge: the id to undo it with, and until when. */
export const personMergeSchema = z.object({
  mergeId: z.string(),
  personId: z.string(),
  intoId: z.string(),
  /** How many leads moved to the survivor (an undo moves back exactly these). */
  leadsMoved: z.number().int(),
  mergedAt: isoDate,
  undoUntil: isoDate,
});
export type PersonMerge = z.infer<typeof personMergeSchema>;

/** The answer of an undo. */
export const mergeUndoneSchema = z.object({
  message: z.string(),
  mergeId: z.string(),
  personId: z.string(),
  intoId: z.string(),
  /** The moved leads that went back (fewer than moved when some were deleted since). */
  leadsRestored: z.number().int(),
});
export type MergeUndone = z.infer<typeof mergeUndoneSchema>;

/** Who did a merge and until when it can be undone. */
const mergeFacts = { mergeId: z.string(), mergedAt: isoDate, mergedByName: z.string(), undoUntil: isoDate };

/** A person merged into this one: the address and hints it had, and the merge to undo. */
export const mergedPersonSchema = z.object({ _id: z.string(), email: z.string(), name: z.string(), phone: z.string(), ...mergeFacts });
export type MergedPerson = z.infer<typeof mergedPersonSchema>;

/**
 * On a merged person: the person its address and leads belong to now (the end of a chain A → B → C),
 * and the merge of this person (into the next one) that an undo reverses.
 */
export const mergedIntoSchema = z.object({ _id: z.string(), email: z.string(), name: z.string(), ...mergeFacts });
export type MergedInto = z.infer<typeof mergedIntoSchema>;

export const personDetailSchema = personSchema.extend({
  /** Their leads the viewer may see, newest first (at most PERSON_LEADS_MAX). */
  leadList: z.array(leadSchema),
  /** Newest first, at most PERSON_TIMELINE_MAX lines. */
  timeline: z.array(personTimelineEntrySchema),
  /** Set when this person was merged into another (decision 130): then no leads and no timeline here. */
  mergedInto: mergedIntoSchema.nullable(),
  /** The people merged into this one, newest merge first (at most PERSON_LEADS_MAX). */
  mergedFrom: z.array(mergedPersonSchema),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const companyDetailSchema = companyRefSchema.extend({
  createdAt: isoDate,
  /** Its people with leads the viewer may see. */
  people: z.array(personSchema),
  /** Its leads the viewer may see, newest first (at most PERSON_LEADS_MAX); `leads` counts them all. */
  leadList: z.array(leadSchema),
  leads: z.number().int(),
  /** The sum of the values of its won leads (of those the viewer may see), in CURRENCY. */
  wonValue: z.number().int(),
  currency: z.string(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;
