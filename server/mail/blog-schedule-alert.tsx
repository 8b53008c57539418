import type { Repositories } from '../repositories/index';
import type { QueueDefinition } from '../jobs/types';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const BLOG_SCHEDULE_ALERT_QUEUE = 'blog-schedule-alert';

export interface BlogScheduleAlertJob {
  blogId: string;
  /** ISO time the post was due. */
  due: string;
  kind: 'late' | 'failed';
  seconds?: number;
  error?: string;
}

/** "Tue 9 Dec 2026, 09:00 (Europe/London)" */
export function dueInZone(due: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(due);
  return `${text} (${timeZone})`;
}

/** The worker: one mail per post and scheduled time and kind (its Message-ID says so; a retry resends the same one). */
export function blogScheduleAlertQueue(
  repos: Pick<Repositories, 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
  timeZone: string,
): QueueDefinition<BlogScheduleAlertJob> {
  return {
    name: BLOG_SCHEDULE_ALERT_QUEUE,
    batchSize: 5,
    async handle(job) {
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const facts = await repos.queries.scheduleAlertFacts(job.blogId);
      if (!facts || !facts.to.length) return;
      const due = new Date(job.due);
      const props = {
        kind: job.kind,
        title: facts.title,
        dueText: dueInZone(due, timeZone),
        ...(job.seconds !== undefined ? { seconds: job.seconds } : {}),
        ...(job.error ? { error: job.error } : {}),
        editUrl: `${settings.siteUrl}/blogs/edit/${job.blogId}`,
        siteName,
      };
      const { BlogScheduleAlertEmail, blogScheduleAlertSubject, blogScheduleAlertText } = await loadTemplates();
      await mailer.send({
        messageId: stableMessageId(`blog-${job.kind}-${job.blogId}-${due.getTime()}`, 'schedule', settings.siteUrl),
        kind: BLOG_SCHEDULE_ALERT_QUEUE,
        to: facts.to,
        subject: blogScheduleAlertSubject(props),
        ...(await renderEmail(<BlogScheduleAlertEmail {...props} />, blogScheduleAlertText(props))),
      });
    },
  };
}
