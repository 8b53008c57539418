import './zod-config';
import { z } from 'zod';
import { calendarDay, email, honeypotField, isoDate, messageSchema, storable, text } from './common';
import { listQuery } from './paging';
import { phoneNumber } from './phone';
import { bookingSchema } from './booking';

export { PRIVACY_NOTICE } from './privacy-notice';

// ---- SPEC §7 legacy shapes -------------------------------------------------------------------
// SPEC names the entity "contact" on the wire (POST/GET /api/contacts); these shapes keep SPEC's names.
// Everywhere else it is a lead (docs/glossary.md, decision 035).

export const createContactBody = z.object({
  name: text(200).min(1, 'Name is required'),
  email,
  phone: phoneNumber,
  /** A published service's name, "Something else" or one of SPEC's fixed choices; the route checks which (decision 114). */
  service: z
    .string({ error: (issue) => (issue.input === undefined ? 'Service is required' : 'Choose a service from the list') })
    .trim()
    .min(1, 'Service is required')
    .max(120, 'Choose a service from the list'),
  /** A bracket of the site's contact form settings or one of SPEC's; empty only when the owner made budget optional. */
  budget: z.string({ error: 'Choose a budget from the list' }).trim().max(120, 'Choose a budget from the list').optional().default(''),
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
/** The form's own check while the owner requires a budget; the API checks it against the site's settings (decision 114). */
export const createLeadBodyWithBudget = createLeadBody.extend({
  budget: z.string({ error: 'Budget is required' }).trim().min(1, 'Budget is required').max(120, 'Choose a budget from the list'),
});

/** Statuses still in play: only these can be due or overdue, or show in a digest. */
/** A lead search counts its matches up to this many; past it the list says "5,000+" (X-Total-Capped, decision 108). */
export const LEAD_SEARCH_COUNT_CAP = 5_000;

export const OPEN_STATUSES = ['new', 'contacted', 'qualified', 'proposal'] as const satisfies readonly LeadStatus[];
/** The list's `due` filter, by the desk's calendar day (TZ): next action before today / today (decision 123). */
export const LEAD_DUE = ['overdue', 'today'] as const;
/**
 * An open lead's next action (decision 123): `overdue` = its day (TZ) is over; `due` = its time came,
 * today; `today` = later today. The `due=today` filter finds both `due` and `today`.
 */
export const LEAD_DUE_STATES = ['overdue', 'due', 'today'] as const;
export type LeadDue = (typeof LEAD_DUE_STATES)[number];
/** What to do next, at most this long (decision 123). */
export const NEXT_ACTION_TEXT_MAX = 200;
/** How far a snooze moves a next action: from its time, or from now when that has passed. */
export const SNOOZE_PERIODS = ['hour', 'day'] as const;
export type SnoozePeriod = (typeof SNOOZE_PERIODS)[number];
/** `mine` = mine, and new leads nobody owns yet; `all` = everything (the API's default). */
export const LEAD_VIEWS = ['mine', 'all'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];
/** What a history line records. */
/** bounce: the visitor's auto-reply was refused by their mail server (decision 065). */
export const LEAD_EVENT_KINDS = ['status', 'owner', 'next-action', 'value', 'note', 'email', 'escalation', 'bounce', 'booking'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

export const leadFilterShape = {
  view: z.enum(LEAD_VIEWS, { message: `view must be one of: ${LEAD_VIEWS.join(', ')}` }).optional(),
  status: leadStatus.optional(),
  owner: z.union([z.literal('me'), z.literal('none'), z.uuid({ message: 'owner must be a user id, me or none' })]).optional(),
  due: z.enum(LEAD_DUE, { message: `due must be one of: ${LEAD_DUE.join(', ')}` }).optional(),
  service: text(120).optional(),
  q: text(200).optional(),
};
/** The list's filters without paging: the CSV export and a bulk action on "all matching". */
export const leadFilterQuery = z.object(leadFilterShape);
export type LeadFilter = z.infer<typeof leadFilterQuery>;
/** Newest first by default; both directions of each (the id breaks ties). */
/** `nextAction`: by the next action's time, leads without one last (decision 123). */
export const LEAD_SORT_FIELDS = ['createdAt', 'nextAction', 'status', 'name'] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];
export const leadListQuery = listQuery(leadFilterShape, LEAD_SORT_FIELDS, '-createdAt');
export type LeadListQuery = z.input<typeof leadListQuery>;
/** The status tabs' counts follow the list's other filters. */
export const statusCountsQuery = leadFilterQuery.omit({ status: true });
export type StatusCountsQuery = z.infer<typeof statusCountsQuery>;

/** Money in whole units of the site's CURRENCY (decision 045). */
export const leadMoney = z
  .number({ message: 'value must be a whole number' })
  .int('value must be a whole number')
  .min(0, 'value must not be negative')
  .max(1_000_000_000_000, 'value is at most 1000000000000');

/** What to do next and when (an instant; the screens show it in the browser's zone). */
export const nextActionSchema = z.object({ text: z.string(), dueAt: isoDate });
export type NextAction = z.infer<typeof nextActionSchema>;

/** A lead in lists: SPEC's contact fields plus pipeline and source. */
export const leadSchema = contactSchema.extend({
  status: leadStatus,
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** null: no next action set. */
  nextAction: nextActionSchema.nullable(),
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
  /** Bumped by every change to status, owner, next action or value; send it back with a PATCH (decision 037). */
  version: z.number().int(),
  updatedAt: isoDate.nullable(),
  updatedByName: z.string(),
  company: z.string(),
  /** What the visitor was told to quote: L-XXXX-XXXX-XXXX. */
  reference: z.string(),
  value: leadMoney.nullable(),
  /** The UTM source, else the referrer's host, else 'direct'. */
  source: z.string(),
  /** An open lead's next action against now and the desk's today (LEAD_DUE_STATES); null otherwise. */
  due: z.enum(LEAD_DUE_STATES).nullable(),
  firstResponseAt: isoDate.nullable(),
  firstResponseByName: z.string(),
  /** When the "no answer yet" mail went out. */
  escalatedAt: isoDate.nullable(),
  /** Who sent it, by normalised email (GET /api/people/{id}), and their company by domain; null for free mail (decision 125). */
  personId: z.string(),
  companyId: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;
/** A lead in the staff list: with how many enquiries its person sent before it (1 or more: a "2nd enquiry"). */
export const leadListItemSchema = leadSchema.extend({ earlierEnquiries: z.number().int() });
export type LeadListItem = z.infer<typeof leadListItemSchema>;
export const leadListSchema = z.array(leadListItemSchema);

/** The board's columns (decision 043): every status but spam, which stays a link to the list. */
export const BOARD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const satisfies readonly LeadStatus[];
export type BoardStatus = (typeof BOARD_STATUSES)[number];
/** Cards a column shows at first and adds with each "Load more" (decision 113). */
export const BOARD_PAGE_SIZE = 25;
export const MAX_BOARD_PAGE_SIZE = 100;

/** What a board card shows and a move sends back (its version): not the whole lead, which the card's dialog loads. */
export const boardCardSchema = leadSchema.pick({
  _id: true,
  name: true,
  status: true,
  service: true,
  budget: true,
  ownerName: true,
  nextAction: true,
  due: true,
  createdAt: true,
  escalatedAt: true,
  firstResponseAt: true,
  version: true,
});
export type BoardCard = z.infer<typeof boardCardSchema>;

/**
 * Where a column's next page starts: the last card's next action time (`none` when it has none) and
 * id, as `2026-12-01T09:00:00.000Z_<uuid>`. Cards are ordered by next action (none last), then id.
 */
export interface BoardCursor {
  /** ISO, milliseconds (the column's precision). */
  dueAt: string | null;
  id: string;
}
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z|none)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const boardCursorText = (c: BoardCursor) => `${c.dueAt ?? 'none'}_${c.id}`;
const boardCursor = z
  .string()
  .max(100, 'after is not a board cursor')
  .transform((value, ctx): BoardCursor => {
    const m = CURSOR.exec(value);
    if (!m || (m[1] !== 'none' && Number.isNaN(Date.parse(m[1]!)))) {
      ctx.addIssue({ code: 'custom', message: 'after is not a board cursor (the `next` of a column)' });
      return z.NEVER;
    }
    return { dueAt: m[1] === 'none' ? null : m[1]!, id: m[2]! };
  });

const boardPageSize = z.coerce
  .number({ message: 'pageSize must be a number' })
  .int('pageSize must be a whole number')
  .min(1, 'pageSize is at least 1')
  .max(MAX_BOARD_PAGE_SIZE, `pageSize is at most ${MAX_BOARD_PAGE_SIZE}`)
  .default(BOARD_PAGE_SIZE);

/** The board: the list's filters but the status (each column is one), and the cards per column. */
export const leadBoardQuery = leadFilterQuery.omit({ status: true }).extend({ pageSize: boardPageSize });
export type LeadBoardQuery = z.input<typeof leadBoardQuery>;
/** One column's next page ("Load more"): its status and the `next` it was given. */
export const leadBoardColumnQuery = leadBoardQuery.extend({
  status: z.enum(BOARD_STATUSES, { message: `status must be one of: ${BOARD_STATUSES.join(', ')}` }),
  after: boardCursor.optional(),
});
export type LeadBoardColumnQuery = z.input<typeof leadBoardColumnQuery>;

export const boardColumnSchema = z.object({
  status: z.enum(BOARD_STATUSES),
  /** Every lead of this status under the filters, not only the cards sent. */
  total: z.number().int(),
  cards: z.array(boardCardSchema),
  /** `after` for the next page; null when this page is the column's last. */
  next: z.string().nullable(),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;
export const leadBoardSchema = z.object({
  columns: z.array(boardColumnSchema),
  /** Spam under the same filters: a link, not a column. */
  spam: z.number().int(),
});
export type LeadBoard = z.infer<typeof leadBoardSchema>;

export const leadNoteSchema = z.object({ _id: z.string(), text: z.string(), authorName: z.string(), createdAt: isoDate });
export const leadEventSchema = z.object({
  _id: z.string(),
  kind: z.enum(LEAD_EVENT_KINDS),
  from: z.string(),
  to: z.string(),
  actorName: z.string(),
  createdAt: isoDate,
});
export type LeadNote = z.infer<typeof leadNoteSchema>;
export type LeadEvent = z.infer<typeof leadEventSchema>;
/**
 * Where a reply sent from the desk is: 'queued' until its job wrote it to the outbox, then the outbox's
 * status; 'received' for mail that came back (decision 129).
 */
export const LEAD_MESSAGE_DELIVERY = ['queued', 'outbox', 'sent', 'retrying', 'failed', 'received'] as const;
/** 'out' = sent from the desk; 'in' = the person's mail that came back (decision 129). */
export const LEAD_MESSAGE_DIRECTIONS = ['in', 'out'] as const;
export const leadMessageAttachmentSchema = z.object({ name: z.string(), contentType: z.string(), size: z.number().int() });
export const leadMessageSchema = z.object({
  _id: z.string(),
  direction: z.enum(LEAD_MESSAGE_DIRECTIONS),
  /** An out-of-office or other automatic answer: kept, never reopens the lead or mails its owner. */
  auto: z.boolean(),
  subject: z.string(),
  text: z.string(),
  /** Incoming only: the HTML part, sanitised on the server ('' when there was none). */
  html: z.string(),
  /** Who wrote it: the staff member, or the sender's display name (else address) of incoming mail. */
  authorName: z.string(),
  /** Incoming only: the sender's address ('' for replies from the desk). */
  from: z.string(),
  to: z.string(),
  attachments: z.array(leadMessageAttachmentSchema),
  delivery: z.enum(LEAD_MESSAGE_DELIVERY),
  createdAt: isoDate,
});
export type LeadMessage = z.infer<typeof leadMessageSchema>;
export const leadDetailSchema = leadSchema.extend({
  notes: z.array(leadNoteSchema),
  history: z.array(leadEventSchema),
  messages: z.array(leadMessageSchema),
  /** The calls booked on this lead, any status, soonest first (issue 47 point 6; at most 50). */
  bookings: z.array(bookingSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** A next action as a PATCH sets it: what to do (may be empty) and when, ISO 8601 with a zone. */
export const nextActionInput = z.object(
  {
    text: text(NEXT_ACTION_TEXT_MAX)
      .optional()
      .default('')
      .refine((t) => !/[\r\n]/.test(t), 'nextAction.text must be one line'),
    dueAt: z.iso
      .datetime({ offset: true, message: 'nextAction.dueAt must be a date and time in ISO 8601, like 2026-12-09T09:00:00Z' })
      .refine(
        (d) => Date.parse(d) >= Date.UTC(2000, 0, 1) && Date.parse(d) < Date.UTC(10000, 0, 1),
        'nextAction.dueAt must be between the years 2000 and 9999',
      ),
  },
  { error: 'nextAction must be an object with text and dueAt, or null' },
);
export type NextActionInput = z.input<typeof nextActionInput>;

const leadVersion = z
  .number({ message: 'version must be a whole number' })
  .int('version must be a whole number')
  .positive('version must be positive');

export const updateLeadBody = z
  .object({
    status: leadStatus.optional(),
    ownerId: z.uuid({ message: 'ownerId must be a user id' }).nullable().optional(),
    /** Sets (or with null clears) the next action; its reminder mail follows (decision 123). */
    nextAction: nextActionInput.nullable().optional(),
    /** @deprecated For one release: a day becomes a next action at 09:00 in the desk's zone (TZ), with no text. */
    nextActionOn: calendarDay('nextActionOn').nullable().optional(),
    value: leadMoney.nullable().optional(),
    /** The version the change was made on (or If-Match); a stale one answers 409. Without it, last write wins. */
    version: leadVersion.optional(),
  })
  .refine(
    (b) => b.status !== undefined || b.ownerId !== undefined || b.nextAction !== undefined || b.nextActionOn !== undefined || b.value !== undefined,
    {
      message: 'Send status, ownerId, nextAction or value',
      path: ['status'],
    },
  )
  .refine((b) => b.nextAction === undefined || b.nextActionOn === undefined, {
    message: 'Send nextAction or the older nextActionOn, not both',
    path: ['nextActionOn'],
  });
export type UpdateLeadBody = z.infer<typeof updateLeadBody>;

/** POST /api/contacts/:id/next-action/snooze: later by an hour or a day (from its time, or from now once that passed). */
export const snoozeNextActionBody = z.object({
  by: z.enum(SNOOZE_PERIODS, { message: `by must be one of: ${SNOOZE_PERIODS.join(', ')}` }),
  version: leadVersion.optional(),
});
export type SnoozeNextActionBody = z.infer<typeof snoozeNextActionBody>;
export const nextActionSnoozedSchema = z.object({ message: z.string(), version: z.number().int(), nextAction: nextActionSchema });

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
const sourceRow = z.object({ key: z.string(), leads: z.number(), won: z.number(), wonValue: z.number() });
/** Time to first response of the leads of one person or source; `waiting` = still new and unanswered (not counted as 0 s). */
const speedRow = z.object({
  key: z.string(),
  answered: z.number(),
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
  waiting: z.number(),
});
export type SpeedRow = z.infer<typeof speedRow>;
export const sourcesSchema = z.object({
  days: z.number(),
  currency: z.string(),
  bySource: z.array(sourceRow),
  byService: z.array(sourceRow),
  /** By who answered first, whoever owns the lead now; the leads still waiting by their owner (decision 124). */
  speedByResponder: z.array(speedRow),
  speedBySource: z.array(speedRow),
});
export type Sources = z.infer<typeof sourcesSchema>;

/** What the desk's screens need besides the list: settings, today, owners, my counts. */
/** The leads filter's services: the contact form's options now, then the other values leads hold (oldest names included). */
export const leadServiceChoicesSchema = z.object({ offered: z.array(z.string()), earlier: z.array(z.string()) });
export type LeadServiceChoices = z.infer<typeof leadServiceChoicesSchema>;

export const leadDeskSchema = z.object({
  currency: z.string(),
  /** The reader's zone, which "today" and due dates follow: their call hours' zone when they saved any, else the site's TZ. */
  timeZone: z.string(),
  /** YYYY-MM-DD in timeZone. */
  today: z.string(),
  responseMinutes: z.number(),
  /** INBOUND_ADDRESS is set: answers to a reply sent from a lead come back to the lead, not to its writer's mailbox (decision 129). */
  repliesToDesk: z.boolean(),
  owners: ownerListSchema,
  mine: z.object({ dueToday: z.number(), overdue: z.number() }),
  quarantinedThisWeek: z.number(),
  services: leadServiceChoicesSchema,
});
export type LeadDesk = z.infer<typeof leadDeskSchema>;

// ---- Bulk actions (decision 039) ----------------------------------------------------------------

export const BULK_ACTIONS = ['assign', 'status', 'spam', 'restore', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** A selection sends ids; "all N matching" sends the list's filter. */
export const BULK_MAX_IDS = 1000;
export const BULK_MAX_MATCHING = 50_000;
const BULK_STATUSES: readonly LeadStatus[] = LEAD_STATUSES.filter((s) => s !== 'spam');
export const bulkLeadsBody = z
  .object({
    ids: z
      .array(z.uuid({ message: 'ids must be lead ids' }))
      .min(1, 'Select at least one lead')
      .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} ids`)
      .optional(),
    filter: leadFilterQuery.optional(),
    action: z.enum(BULK_ACTIONS, { message: `action must be one of: ${BULK_ACTIONS.join(', ')}` }),
    /** assign: a user id or null (nobody); status: the new status (not spam: use action spam). */
    value: z.string().nullable().optional(),
  })
  .refine((b) => (b.ids === undefined) !== (b.filter === undefined), { message: 'Send ids or filter', path: ['ids'] })
  .superRefine((b, ctx) => {
    const bad = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['value'] });
    if (b.action === 'assign') {
      if (b.value === undefined) bad('Send value: a user id, or null for nobody');
      else if (b.value !== null && !z.uuid().safeParse(b.value).success) bad('value must be a user id or null');
    } else if (b.action === 'status') {
      if (!BULK_STATUSES.includes(b.value as LeadStatus)) bad(`value must be one of: ${BULK_STATUSES.join(', ')}`);
    } else if (b.value !== undefined && b.value !== null) bad(`${b.action} takes no value`);
  });
export type BulkLeadsBody = z.infer<typeof bulkLeadsBody>;
export const bulkLeadsResult = z.object({ count: z.number().int(), message: z.string() });
export type BulkLeadsResult = z.infer<typeof bulkLeadsResult>;

// ---- Replies from the lead (decision 041) ------------------------------------------------------

export const leadReplyBody = z.object({
  subject: text(200).min(1, 'Subject is required'),
  text: text(20_000).min(1, 'Write the reply'),
  savedReplyId: z.uuid({ message: 'savedReplyId must be a saved reply id' }).optional(),
});
export type LeadReplyBody = z.infer<typeof leadReplyBody>;
export const leadReplyResult = z.object({ message: z.string(), messageId: z.string() });
export type LeadReplyResult = z.infer<typeof leadReplyResult>;

/** The contact form's answer: the thanks, the reference to quote, the promised reply time, whether a mail confirms it. */
export const leadCreatedSchema = messageSchema.extend({ reference: z.string(), promise: z.string(), acknowledged: z.boolean() });
export type LeadCreated = z.infer<typeof leadCreatedSchema>;

export const eraseBody = z.object({ email: storable().trim().toLowerCase().min(3, 'email is required').max(254) });
export const erasureSchema = z.object({ contacts: z.number(), subscriptions: z.number(), erasedAt: isoDate });
export type Erasure = z.infer<typeof erasureSchema>;
