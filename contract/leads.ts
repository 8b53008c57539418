import './zod-config';
import { z } from 'zod';
import { BUDGET_CHOICES, SERVICE_CHOICES } from './choices';
import { calendarDay, email, honeypotField, isoDate, storable, text } from './common';
import { listQuery } from './paging';
import { phoneNumber } from './phone';

export { PRIVACY_NOTICE } from './privacy-notice';

// ---- SPEC §7 legacy shapes -------------------------------------------------------------------
// SPEC names the entity "contact" on the wire (POST/GET /api/contacts); these shapes keep SPEC's names.
// Everywhere else it is a lead (docs/glossary.md, decision 035).

export const createContactBody = z.object({
  name: text(200).min(1, 'Name is required'),
  email,
  phone: phoneNumber,
  service: z.enum(SERVICE_CHOICES, { error: (issue) => (issue.input ? 'Choose a service from the list' : 'Service is required') }),
  budget: z.enum(BUDGET_CHOICES, { error: (issue) => (issue.input ? 'Choose a budget from the list' : 'Budget is required') }),
  message: text(10_000).optional().default(''),
  RND: z.boolean().optional().default(false),
  ...honeypotField,
});
export type CreateContactBody = z.input<typeof createContactBody>;

export const contactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  service: z.string(),
  budget: z.string(),
  message: z.string(),
  RND: z.boolean(),
  createdAt: isoDate,
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListSchema = z.array(contactSchema);

// ---- Leads -------------------------------------------------------------------------------------

/** The pipeline a lead moves through; `spam` holds suspected spam out of the way. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const leadStatus = z.enum(LEAD_STATUSES, { message: `Choose one of: ${LEAD_STATUSES.join(', ')}` });

/** Which public form sent the lead. */
export const LEAD_FORMS = ['home', 'contact'] as const;

const short = (max: number) => text(max).optional().default('');

/** First-touch source and form context, sent by the form beside SPEC's fields (all optional). */
export const leadSourceFields = {
  form: z.enum(LEAD_FORMS).optional(),
  pageUrl: short(2000),
  landingPage: short(2000),
  referrer: short(2000),
  utmSource: short(200),
  utmMedium: short(200),
  utmCampaign: short(200),
  utmTerm: short(200),
  utmContent: short(200),
  /** When the visitor started filling the form (epoch ms, from the page); too fast is a bot. */
  startedAt: z.coerce.number().int().nonnegative().optional(),
  /** The privacy notice version the visitor was shown when sending. */
  consent: text(40).optional(),
};

export const createLeadBody = createContactBody.extend({
  ...leadSourceFields,
  /** The visitor's company (optional on the form). */
  company: short(200),
});
export type CreateLeadBody = z.input<typeof createLeadBody>;

/**
 * The answer to the form's POST (SPEC reads none of it): SPEC's thank-you, the lead's reference,
 * the reply time promised, and whether an acknowledgment mail is on its way. A quarantined lead is
 * answered the same (decision 042).
 */
export const leadCreatedSchema = z.object({
  message: z.string(),
  reference: z.string(),
  promise: z.string(),
  acknowledged: z.boolean(),
});
export type LeadCreated = z.infer<typeof leadCreatedSchema>;

export const leadFilterShape = {
  status: leadStatus.optional(),
  owner: z.union([z.literal('none'), z.uuid({ message: 'owner must be a user id or none' })]).optional(),
  service: z.enum(SERVICE_CHOICES, { message: 'Choose a service from the list' }).optional(),
  q: text(200).optional(),
};
export const leadFilterQuery = z.object(leadFilterShape);
export type LeadFilter = z.infer<typeof leadFilterQuery>;
/** Newest first by default; only the indexed creation time sorts (the id breaks ties). */
export const LEAD_SORT_FIELDS = ['createdAt'] as const;
export const leadListQuery = listQuery(leadFilterShape, LEAD_SORT_FIELDS, '-createdAt');
export type LeadListQuery = z.input<typeof leadListQuery>;

/** A lead in lists: SPEC's contact fields plus pipeline and source. */
export const leadSchema = contactSchema.extend({
  status: leadStatus,
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  nextActionOn: z.string().nullable(),
  form: z.string(),
  pageUrl: z.string(),
  landingPage: z.string(),
  referrer: z.string(),
  utmSource: z.string(),
  utmMedium: z.string(),
  utmCampaign: z.string(),
  utmTerm: z.string(),
  utmContent: z.string(),
  spamReasons: z.string(),
  consentNotice: z.string(),
  consentAt: isoDate.nullable(),
  /** Bumped by every change to status, owner or next action; send it back with a PATCH (decision 037). */
  version: z.number().int(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadListSchema = z.array(leadSchema);

export const leadNoteSchema = z.object({ _id: z.string(), text: z.string(), authorName: z.string(), createdAt: isoDate });
export const leadEventSchema = z.object({
  _id: z.string(),
  kind: z.enum(['status', 'owner', 'next-action', 'note', 'email']),
  from: z.string(),
  to: z.string(),
  actorName: z.string(),
  createdAt: isoDate,
});
export type LeadNote = z.infer<typeof leadNoteSchema>;
export type LeadEvent = z.infer<typeof leadEventSchema>;
export const leadDetailSchema = leadSchema.extend({ notes: z.array(leadNoteSchema), history: z.array(leadEventSchema) });
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const updateLeadBody = z
  .object({
    status: leadStatus.optional(),
    ownerId: z.uuid({ message: 'ownerId must be a user id' }).nullable().optional(),
    nextActionOn: calendarDay('nextActionOn').nullable().optional(),
    /** The version the change was made on (or If-Match); a stale one answers 409. Without it, last write wins. */
    version: z
      .number({ message: 'version must be a whole number' })
      .int('version must be a whole number')
      .positive('version must be positive')
      .optional(),
  })
  .refine((b) => b.status !== undefined || b.ownerId !== undefined || b.nextActionOn !== undefined, {
    message: 'Send status, ownerId or nextActionOn',
    path: ['status'],
  });
export type UpdateLeadBody = z.infer<typeof updateLeadBody>;

export const leadUpdatedSchema = z.object({ message: z.string(), version: z.number().int() });
export type LeadUpdated = z.infer<typeof leadUpdatedSchema>;

/** 409 to a PATCH made on a stale version: the lead as it is now, and who changed it last. */
export const leadConflictSchema = z.object({
  message: z.string(),
  current: leadDetailSchema,
  changedBy: z.object({ name: z.string(), at: isoDate.nullable() }),
});
export type LeadConflict = z.infer<typeof leadConflictSchema>;

export const addNoteBody = z.object({ text: text(5000).min(1, 'text is required') });

export const statusCountsSchema = z.object(Object.fromEntries(LEAD_STATUSES.map((s) => [s, z.number()])) as Record<LeadStatus, z.ZodNumber>);
export type StatusCounts = z.infer<typeof statusCountsSchema>;

export const ownerListSchema = z.array(z.object({ _id: z.string(), name: z.string() }));

export const sourcesQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => d === 30 || d === 90, 'days must be 30 or 90')
    .default(30),
});
const sourceRow = z.object({ key: z.string(), leads: z.number(), won: z.number() });
export const sourcesSchema = z.object({ days: z.number(), bySource: z.array(sourceRow), byService: z.array(sourceRow) });
export type Sources = z.infer<typeof sourcesSchema>;

export const eraseBody = z.object({ email: storable().trim().toLowerCase().min(3, 'email is required').max(254) });
export const erasureSchema = z.object({ contacts: z.number(), subscriptions: z.number(), erasedAt: isoDate });
export type Erasure = z.infer<typeof erasureSchema>;
