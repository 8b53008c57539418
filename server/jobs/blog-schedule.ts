import type { FastifyBaseLogger } from 'fastify';
import type { ContentChanges } from '../db/change-notifier';
import { BLOG_TAG } from '../lib/content-tags';
import type { Db } from '../db/client';
import { keyedUuid } from '../lib/keyed-uuid';
import { BLOG_SCHEDULE_ALERT_QUEUE, blogScheduleAlertQueue, type BlogScheduleAlertJob } from '../mail/blog-schedule-alert';
import type { Repositories } from '../repositories/index';
import type { Mailer } from '../mail/send-mail';
import type { MailSettings } from '../mail/settings';
import { PUBLISH_BATCH, publishDue, reportStuck, type PublishHooks } from '../repositories/blog-publishing';
import type { Executes, Jobs, QueueDefinition } from './index';

export const BLOG_PUBLISH_QUEUE = 'blog-publish';
export const BLOG_SCHEDULE_SWEEP_QUEUE = 'blog-schedule-sweep';

export interface BlogPublishJob {
  blogId: string;
  /** ISO time the post was scheduled for when the job was queued. */
  publishAt: string;
}

/** Test seams (BuildAppOptions.blogSchedule). */
export interface BlogScheduleOptions {
  /** Runs before each post is published, inside the transaction; throwing makes it a post that cannot be published. */
  beforePublish?: (blogId: string) => Promise<void>;
}

/**
 * Queues the publish of a post at its time, in the save's transaction: the job exists only if the
 * schedule does. Its id is made from the post and the time, so saving the same schedule again is
 * one job; a new time is a new job, and the old one finds nothing due at its time.
 */
export async function queueBlogPublish(jobs: Jobs, tx: Executes, { blogId, publishAt }: { blogId: string; publishAt: Date }): Promise<void> {
  const at = publishAt.toISOString();
  await jobs.queue<BlogPublishJob>(
    BLOG_PUBLISH_QUEUE,
    { blogId, publishAt: at },
    { tx, id: keyedUuid(BLOG_PUBLISH_QUEUE, blogId, at), startAfter: publishAt },
  );
}

/**
 * The scheduler (decision 047): each post's own job at its time, and a sweep every minute and at
 * start that publishes whatever is overdue (a lost job, a restored backup, a row written by SQL)
 * and marks what is still stuck. Both publish through one conditional statement: never twice.
 */
export function blogScheduleQueues(
  db: Db,
  deps: {
    repos: Repositories;
    mailer: Mailer;
    mail: MailSettings;
    timeZone: string;
    contentChanges: ContentChanges;
    jobs: () => Jobs;
    logger?: FastifyBaseLogger;
    options?: BlogScheduleOptions;
    /** Each post the scheduler publishes, in its transaction (the post.published webhook). */
    published?: PublishHooks['published'];
  },
): QueueDefinition<object>[] {
  const { contentChanges, jobs, logger, options } = deps;
  const hooks: PublishHooks = {
    ...(options?.beforePublish ? { beforePublish: options.beforePublish } : {}),
    ...(deps.published ? { published: deps.published } : {}),
    alert: (tx, a) =>
      jobs().queue<BlogScheduleAlertJob>(
        BLOG_SCHEDULE_ALERT_QUEUE,
        {
          blogId: a.blogId,
          due: a.due.toISOString(),
          kind: a.kind,
          ...(a.seconds !== undefined ? { seconds: a.seconds } : {}),
          ...(a.error ? { error: a.error } : {}),
        },
        { tx, id: keyedUuid(a.kind, a.blogId, a.due.toISOString()) },
      ),
  };
  // Visitors see the post at once: caches of pages and answers drop what they hold (here and, over NOTIFY, in other processes).
  const announce = (published: { id: string; lateSeconds: number }[]) => {
    if (!published.length) return;
    contentChanges.changed([BLOG_TAG]);
    jobs().nudge(BLOG_SCHEDULE_ALERT_QUEUE);
    logger?.info({ published: published.map((p) => p.id) }, 'published scheduled posts');
  };

  const publish: QueueDefinition<BlogPublishJob> = {
    name: BLOG_PUBLISH_QUEUE,
    batchSize: 5,
    expireInSeconds: 60,
    async handle({ blogId, publishAt }) {
      announce(await publishDue(db, hooks, { blogId, due: new Date(publishAt) }));
    },
  };

  const sweep: QueueDefinition<object> = {
    name: BLOG_SCHEDULE_SWEEP_QUEUE,
    batchSize: 1,
    schedule: { cron: '* * * * *', atStart: 30 },
    async handle() {
      let sweepError: string | undefined;
      try {
        for (;;) {
          const published = await publishDue(db, hooks, { limit: PUBLISH_BATCH, skipLocked: true });
          announce(published);
          if (published.length < PUBLISH_BATCH) break;
        }
      } catch (err) {
        // Still report what is stuck, naming why: a post that cannot be published must not stay silent.
        sweepError = err instanceof Error ? err.message : String(err);
        logger?.error({ err }, 'the schedule sweep could not publish overdue posts');
      }
      const stuck = await reportStuck(db, hooks, sweepError);
      if (stuck.length) {
        jobs().nudge(BLOG_SCHEDULE_ALERT_QUEUE);
        logger?.error({ stuck: stuck.map((s) => ({ id: s.id, due: s.due, error: s.error })) }, 'scheduled posts could not be published');
      }
    },
  };

  return [
    publish as QueueDefinition<object>,
    sweep,
    blogScheduleAlertQueue(deps.repos, deps.mailer, deps.mail, deps.timeZone) as QueueDefinition<object>,
  ];
}
