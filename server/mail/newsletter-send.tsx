import type { BlogRow } from '../repositories/row-types';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import type { Repositories } from '../repositories/index';
import { stableMessageId } from './message-id';
import { absoluteUrl, postHtmlForEmail, postTextForEmail } from './newsletter-html';
import { listUnsubscribeHeaders, unsubscribeUrl } from './newsletter-links';
import { newsletterPacer } from './newsletter-pace';
import { loadTemplates, renderEmail } from './render';
import { describeMailError, isPermanentSmtpError, type Mailer, type OutgoingMail } from './send-mail';
import { DEFAULT_NEWSLETTER_PER_MINUTE, type MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const NEWSLETTER_SEND_QUEUE = 'newsletter-send';

export interface NewsletterSendJob {
  sendId: string;
}

/** Deliveries claimed per statement. */
const CLAIM_SIZE = 50;
/**
 * Messages in flight at once. One SMTP connection answers one message at a time with a round trip
 * or two of latency; a few in parallel (over the mailer's pool of 5 connections) send ~20 times
 * faster. It is also the most a kill can cut off between "sent" and "recorded".
 */
export const SEND_LANES = 8;
/** A job hands over to a fresh one after this long, well inside its expiry: a lost job is retried soon. */
const JOB_SLICE_MS = 30_000;
/** A test send has no subscription: its links carry this token, which unsubscribes nobody. */
export const TEST_SEND_TOKEN = 'test-send';
/** Stands for the recipient's token in a message rendered once per send. */
const TOKEN_SLOT = 'NEWSLETTERTOKENSLOT';

/** Queued in the transaction that stores the send and its deliveries. */
export async function queueNewsletterSend(jobs: Jobs, tx: Executes, sendId: string): Promise<void> {
  await jobs.queue<NewsletterSendJob>(NEWSLETTER_SEND_QUEUE, { sendId }, { tx, id: sendId });
}

/** The post's message: rendered once per send, the recipient's unsubscribe token put in per message. */
export interface RenderedPost {
  subject: string;
  html: string;
  text: string;
}

/** The post's message with a slot for the recipient's unsubscribe token (rendered once per send). */
export async function renderNewsletterPost(
  post: Pick<BlogRow, 'title' | 'slug' | 'content' | 'featuredImage'>,
  siteUrl: string,
  siteName: string,
): Promise<RenderedPost> {
  const props = {
    siteName,
    siteUrl,
    title: post.title,
    featuredImage: post.featuredImage ? absoluteUrl(post.featuredImage, siteUrl) : '',
    contentHtml: postHtmlForEmail(post.content, siteUrl),
    contentText: postTextForEmail(post.content, siteUrl),
    postUrl: `${siteUrl}/blogs/${encodeURIComponent(post.slug)}`,
    unsubscribeUrl: unsubscribeUrl(siteUrl, TOKEN_SLOT),
  };
  const { NewsletterPostEmail, newsletterPostSubject, newsletterPostText } = await loadTemplates();
  return { subject: newsletterPostSubject(post.title), ...(await renderEmail(<NewsletterPostEmail {...props} />, newsletterPostText(props))) };
}

/** One recipient's message: their unsubscribe link and headers, and a Message-ID of its own that never changes. */
export function newsletterMessage(
  message: RenderedPost,
  sendId: string,
  delivery: { id: string; email: string; unsubscribeToken: string | null; subscriptionId?: string | null },
  settings: Pick<MailSettings, 'siteUrl' | 'from'>,
): OutgoingMail {
  const token = delivery.unsubscribeToken ?? TEST_SEND_TOKEN;
  return {
    messageId: stableMessageId(`newsletter-${sendId}`, delivery.id, settings.siteUrl),
    kind: 'newsletter',
    to: [delivery.email],
    subject: message.subject,
    headers: listUnsubscribeHeaders(settings.siteUrl, settings.from, token),
    html: message.html.replaceAll(TOKEN_SLOT, token),
    text: message.text.replaceAll(TOKEN_SLOT, token),
    keepCopy: false,
    // A refusal of the address marks the subscriber bounced (decision 065).
    ...(delivery.subscriptionId ? { about: { type: 'subscription' as const, id: delivery.subscriptionId } } : {}),
  };
}

/** Runs `fn` over `items`, at most `lanes` at a time. */
async function inLanes<T>(items: T[], lanes: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

/**
 * The worker. Each delivery is claimed ('sending', committed) before its SMTP call and marked 'sent'
 * right after it: a kill can cut off at most SEND_LANES messages between the two, and the job's
 * retry (same job id) sends those again with the same Message-ID. Nobody else twice.
 */
export function newsletterSendQueue(
  repos: Pick<Repositories, 'newsletterSends' | 'rateLimits' | 'queries' | 'transaction'>,
  mailer: Mailer,
  settings: MailSettings,
  jobs: () => Jobs,
): QueueDefinition<NewsletterSendJob> {
  const repo = repos.newsletterSends;
  // Across every send of every process on the database (decision 027).
  const pace = newsletterPacer(repos, settings.newsletterPerMinute ?? DEFAULT_NEWSLETTER_PER_MINUTE);
  const rendered = new Map<string, RenderedPost>();

  async function render(sendId: string): Promise<RenderedPost | undefined> {
    const cached = rendered.get(sendId);
    if (cached) return cached;
    const found = await repo.findPost(sendId);
    if (!found) return undefined;
    const message = await renderNewsletterPost(found.post, settings.siteUrl, await mailSiteName(repos, settings.siteUrl));
    if (rendered.size >= 8) rendered.delete(rendered.keys().next().value!);
    rendered.set(sendId, message);
    return message;
  }

  return {
    name: NEWSLETTER_SEND_QUEUE,
    retry: { delay: 5 },
    expireInSeconds: 300,
    batchSize: 1,
    async handle({ sendId }, job) {
      const message = await render(sendId);
      // The post (and with it the send) was deleted: nothing left to send.
      if (!message) return;
      const until = Date.now() + JOB_SLICE_MS;
      let failures = 0;
      let successes = 0;
      let claimedAny = false;
      while (Date.now() < until) {
        const batch = await repo.claim(sendId, job.id, CLAIM_SIZE);
        if (!batch.length) break;
        claimedAny = true;
        await inLanes(
          batch.filter((d) => d.status === 'sending'),
          SEND_LANES,
          async (d) => {
            await pace();
            try {
              await mailer.send(newsletterMessage(message, sendId, d, settings));
            } catch (err) {
              // A refusal for good (550 no such mailbox) is that one address: the others go on.
              if (isPermanentSmtpError(err)) return repo.markFailed(d.id, describeMailError(err), true);
              failures++;
              await repo.markFailed(d.id, describeMailError(err));
              return;
            }
            successes++;
            await repo.markSent(d.id);
          },
        );
        // Nothing goes through (the SMTP server is down): let pg-boss retry the job with back-off.
        if (failures > 0 && successes === 0) throw new Error(`newsletter send ${sendId}: every delivery failed`);
      }
      if (await repo.finishIfDone(sendId)) {
        rendered.delete(sendId);
        return;
      }
      // More to send, retries waiting, or another worker's claims not yet settled: a fresh job carries on
      // (at once, or a little later when it would only find those).
      const startAfter = !claimedAny ? 30 : failures ? 5 : 0;
      await repos.transaction((tx) => jobs().queue<NewsletterSendJob>(NEWSLETTER_SEND_QUEUE, { sendId }, { tx, startAfter }));
    },
  };
}
