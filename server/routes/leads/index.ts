import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, errorSchema } from '@contract/common';
import {
  createLeadBody,
  LEAD_SEARCH_COUNT_CAP,
  leadCreatedSchema,
  leadFilterQuery,
  leadListQuery,
  leadListSchema,
  PRIVACY_NOTICE,
} from '@contract/leads';
import { acceptsBudget, acceptsService } from '@contract/contact-choices';
import type { Repositories } from '../../repositories/index';
import { BadRequestError } from '../../lib/errors';
import { csvStream } from '../../lib/csv';
import { leadReference } from '../../lib/lead-reference';
import { sendPage } from '../../lib/paging';
import { scoreSpam } from '../../lib/spam';
import type { FormRateLimit } from '../../plugins/app/form-rate-limit';
import { readerToday } from '../../lib/calendar-day';
import type { DeskSettings } from '../../lib/desk-settings';
import { requireUser } from '../../plugins/app/auth';
import { scopedOwner } from '../../lib/lead-scope';
import { type ListContext } from '../../repositories/lead-list';
import type { LeadsRepository } from '../../repositories/leads';
import { promisedReply, type MailSettings } from '../../mail/settings';
import boardRoutes from './board-routes';
import bulkRoutes from './bulk';
import { LEAD_CSV_HEADER, leadCsvRow } from './lead-csv';
import { toLead } from './lead-view';
import pipelineChangeRoutes from './pipeline-changes';
import nextActionRoutes from './next-action';
import pipelineRoutes from './pipeline-routes';

const THANKS = "Thank you for your message! We'll get back to you soon.";

interface LeadRoutesOptions {
  leads: LeadsRepository;
  rateLimit: FormRateLimit;
  repos: Repositories;
  /** SPAM_MIN_FILL_SECONDS, in ms. */
  minFillMs: number;
  /** SPAM_SCORE_THRESHOLD. */
  spamThreshold: number;
  /** Whether the visitor is acknowledged by mail, and the reply time promised. */
  mail: Pick<MailSettings, 'autoReply' | 'smtpUrl' | 'responseMinutes'>;
  /** CURRENCY, TZ (the zone of "today" for due dates) and LEAD_RESPONSE_MINUTES. */
  desk: DeskSettings;
}

/** The service and budget against what the form offers now, and SPEC's fixed choices (decision 114). */
async function checkChoices(repos: Repositories, { service, budget }: { service: string; budget: string }): Promise<void> {
  const choices = await repos.queries.contactChoices();
  const errors = [
    ...(acceptsService(choices, service) ? [] : [{ field: 'service', message: 'Choose a service from the list' }]),
    ...(acceptsBudget(choices, budget) ? [] : [{ field: 'budget', message: budget ? 'Choose a budget from the list' : 'Budget is required' }]),
  ];
  const first = errors[0];
  if (first) throw new BadRequestError(`${first.field}: ${first.message}`, errors);
}

/** SPEC's contact calls (the public form's POST, the staff list and CSV), then the lead pipeline. */
const leadRoutes: FastifyPluginAsyncZod<LeadRoutesOptions> = async (app, { leads, rateLimit, repos, minFillMs, spamThreshold, mail, desk }) => {
  const promise = promisedReply(mail);
  // Only a mail that leaves the outbox is "on its way"; a quarantined lead gets it once restored.
  const acknowledged = mail.autoReply === true && mail.smtpUrl !== undefined;
  const list = repos.leadList;
  const today = (request: FastifyRequest) => readerToday(request.session, desk.timeZone);
  /** Whose `owner=me` and `view=mine`, and which day `due` compares with. */
  const listContext = (request: Parameters<typeof requireUser>[0]): ListContext => {
    const user = requireUser(request);
    return { userId: user.id, today: today(request), scopedTo: scopedOwner(user) };
  };

  app.post(
    '/api/contacts',
    {
      config: { rateLimit },
      schema: {
        tags: ['contacts'],
        summary:
          'Send the contact form: stores a lead and answers its reference and reply promise; suspected spam is kept under status spam and answered the same',
        body: createLeadBody,
        response: { 201: leadCreatedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { website, RND, startedAt, consent, form, pageUrl, ...fields } = request.body;
      await checkChoices(repos, fields);
      const verdict = scoreSpam({
        website,
        startedAt,
        minFillMs,
        threshold: spamThreshold,
        texts: [fields.name, fields.message],
        email: fields.email,
      });
      const id = await leads.insert({
        ...fields,
        rnd: RND,
        form: form ?? '',
        // Without JavaScript the page is the one the browser says it posted from.
        pageUrl: pageUrl || (request.headers.referer ?? '').slice(0, 2000),
        status: verdict.spam ? 'spam' : 'new',
        // Why it was quarantined, for staff; a lead let through keeps none (no warning on a real enquiry).
        spamReasons: verdict.spam ? verdict.signals.join(',') : '',
        consentNotice: consent ? (consent === PRIVACY_NOTICE.version ? `${consent}: ${PRIVACY_NOTICE.text}` : consent) : '',
        consentAt: consent ? new Date() : null,
      });
      return reply.code(201).send({ message: THANKS, reference: leadReference(id), promise, acknowledged });
    },
  );

  app.get(
    '/api/contacts',
    {
      config: { permission: 'leads.work', totalCount: true },
      schema: {
        tags: ['contacts'],
        summary: `One page of leads, newest first unless sorted (staff): view=mine (mine and unassigned new ones), owner=me|none|id, due=today|overdue (in the reader's zone: their call hours', else TZ), service, q (3+ characters: any fragment of name, email, company, reference, phone or message; fewer: the start of the name); X-Total-Count holds the total, which a search counts up to ${LEAD_SEARCH_COUNT_CAP} (then X-Total-Capped: true). Spam only under status=spam.`,
        querystring: leadListQuery,
        response: { 200: leadListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize, sort, ...filter } = request.query;
      const ctx = listContext(request);
      const { rows, total, capped } = await list.page(filter, { page, pageSize, sort }, ctx);
      const earlier = await repos.people.earlierEnquiries(rows.map((r) => r.row.id));
      sendPage(reply, total, capped);
      return rows.map((r) => ({ ...toLead(r.row, r.ownerName, ctx.today), earlierEnquiries: earlier.get(r.row.id) ?? 0 }));
    },
  );

  app.get(
    '/api/contacts.csv',
    {
      config: { permission: 'leads.export', reauth: true },
      schema: {
        tags: ['contacts'],
        summary: 'Leads matching the list filters as CSV, newest first whatever the list sort, streamed (staff)',
        querystring: leadFilterQuery,
      },
    },
    async (request, reply) => {
      await request.audit({ action: 'contacts.exported', targetType: 'export', targetId: 'contacts.csv', details: { ...request.query } });
      const stream = csvStream(LEAD_CSV_HEADER, list.exportChunks(request.query, listContext(request)), (r) => leadCsvRow(r.row, r.ownerName));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="contacts.csv"')
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  await app.register(pipelineRoutes, { leads, repos, list, listContext, desk, today });
  await app.register(boardRoutes, { list, listContext });
  await app.register(bulkRoutes, { repos, leads, today });
  await app.register(pipelineChangeRoutes, { repos, today, timeZone: desk.timeZone });
  await app.register(nextActionRoutes, { repos, today });
};

export default leadRoutes;
