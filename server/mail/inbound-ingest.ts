import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../jobs/types';
import type { Repositories } from '../repositories/index';
import { LEAD_INBOUND_QUEUE, queueInboundNotice } from './lead-inbound';
import { LEAD_NOTIFICATION_QUEUE, queueLeadNotification } from './lead-notification';
import { recordBounce } from './bounces';
import { parseInboundMail } from './inbound-parse';
import type { ReplyRouting } from './reply-routing';

export interface InboundIngestDeps {
  repos: Repositories;
  jobs: Jobs;
  routing: ReplyRouting | undefined;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

export type InboundIngestResult =
  /** Not a message the desk can read (no From, say): nothing stored. */
  | { status: 'invalid'; problem: string }
  /** A delivery report about one of our messages, recorded as its bounce (decision 065). */
  | { status: 'bounce'; leadId: string | null }
  /** Automatic mail that matches no lead, or a report about nothing of ours. */
  | { status: 'ignored' }
  /** Stored now, or already stored by an earlier delivery of the same Message-ID. */
  | Extract<Awaited<ReturnType<Repositories['queries']['storeInboundMessage']>>, { status: 'stored' | 'duplicate' }>;

/**
 * Mail that comes back to the desk (decision 129), whichever way it arrived: the inbound webhook's body
 * or a message fetched from the IMAP mailbox (decision 132) goes through this one function. A reply lands
 * on its lead (by In-Reply-To/References, else its routing address), a bounce goes to the bounce handling,
 * anything else becomes a new lead of its sender; the same Message-ID twice is stored once.
 */
export async function ingestInboundMail({ repos, jobs, routing, log }: InboundIngestDeps, raw: Buffer): Promise<InboundIngestResult> {
  const parsed = await parseInboundMail(raw, routing);
  if (parsed.kind === 'invalid') return { status: 'invalid', problem: parsed.problem };
  if (parsed.kind === 'bounce') {
    const about = parsed.about;
    if (!about || (about.type === 'lead' && !(await repos.leads.findById(about.id)))) return { status: 'ignored' };
    await repos.transaction((tx) =>
      recordBounce(tx, { messageId: parsed.originalMessageId, kind: parsed.mailKind, about, to: [], subject: '', html: '', text: '' }, parsed.reason),
    );
    return { status: 'bounce', leadId: about.type === 'lead' ? about.id : null };
  }
  const done = await repos.queries.storeInboundMessage(parsed.message, {
    inTransaction: async (tx, stored) => {
      // An automatic answer is kept and nothing else: nobody is mailed, nothing reopens.
      if (stored.message.auto) return;
      if (stored.newLead) await queueLeadNotification(jobs, tx, stored.message.leadId);
      else await queueInboundNotice(jobs, tx, stored.message.id);
    },
  });
  if (done.status === 'ignored') return done;
  if (done.status === 'stored') {
    jobs.nudge(done.newLead ? LEAD_NOTIFICATION_QUEUE : LEAD_INBOUND_QUEUE);
    log?.info({ leadId: done.message.leadId, auto: done.message.auto, newLead: done.newLead }, 'inbound mail stored');
  }
  return done;
}
