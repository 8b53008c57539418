import type { Repositories } from '../repositories/index';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { MAIL_FAILURE_ALERT_KIND } from '../repositories/failed-emails';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const MAIL_FAILURE_ALERT_QUEUE = 'mail-failure-alert';

/** One alert per hour at most, whatever the number of messages given up: a burst makes one mail. */
const ALERT_WINDOW_SECONDS = 3600;
/** The alert waits this long for the rest of a burst. */
export const ALERT_GATHER_SECONDS = 60;
/** Messages the alert names (the outbox has the rest). */
const LISTED = 20;

/** Called when a message is marked failed: queues the admins' alert unless one is due this hour. */
export async function queueMailFailureAlert(jobs: Jobs, tx: Executes, gatherSeconds = ALERT_GATHER_SECONDS): Promise<void> {
  await jobs.queue(MAIL_FAILURE_ALERT_QUEUE, {}, { tx, startAfter: gatherSeconds, singleton: { key: 'mail-failed', seconds: ALERT_WINDOW_SECONDS } });
}

/** The worker: every admin hears of the messages given up since the last alert (none: no mail). */
export function mailFailureAlertQueue(
  repos: Pick<Repositories, 'failedEmails' | 'users' | 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
): QueueDefinition<object> {
  const { failedEmails: failed, users } = repos;
  return {
    name: MAIL_FAILURE_ALERT_QUEUE,
    batchSize: 1,
    async handle(_data, job) {
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const messageId = stableMessageId(`mail-failed-${job.id}`, 'admin', settings.siteUrl);
      const { rows, total } = await failed.failedSince(await failed.lastAlertAt(messageId), LISTED);
      if (!total) return;
      const admins = await users.adminEmails();
      if (!admins.length) return;
      const props = {
        total,
        messages: rows.map((r) => ({
          at: r.updatedAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
          to: r.to,
          subject: r.subject,
          error: r.error ?? '',
        })),
        outboxUrl: `${settings.siteUrl}/admin/emails`,
        siteName,
      };
      const { MailFailureAlertEmail, mailFailureAlertSubject, mailFailureAlertText } = await loadTemplates();
      await mailer.send({
        messageId,
        kind: MAIL_FAILURE_ALERT_KIND,
        to: admins,
        subject: mailFailureAlertSubject(total, siteName),
        ...(await renderEmail(<MailFailureAlertEmail {...props} />, mailFailureAlertText(props))),
      });
    },
  };
}
