import type { Repositories } from '../repositories/index';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { keyedUuid } from '../lib/keyed-uuid';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const POST_REVIEW_QUEUE = 'post-review';

export interface PostReviewJob {
  blogId: string;
  /** The version the submission made: one mail per submission (a retry resends the same Message-ID). */
  version: number;
  submitterId: string;
  submitter: string;
}

/** Queued in the submission's transaction; its id comes from the post and version, so one job per submission. */
export async function queuePostReview(jobs: Jobs, tx: Executes, job: PostReviewJob): Promise<void> {
  await jobs.queue<PostReviewJob>(POST_REVIEW_QUEUE, job, { tx, id: keyedUuid(POST_REVIEW_QUEUE, job.blogId, String(job.version)) });
}

export function postReviewQueue(repos: Pick<Repositories, 'queries'>, mailer: Mailer, settings: MailSettings): QueueDefinition<PostReviewJob> {
  return {
    name: POST_REVIEW_QUEUE,
    batchSize: 5,
    async handle(job) {
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const title = await repos.queries.postTitle(job.blogId);
      const to = await repos.queries.reviewerEmails(job.submitterId);
      if (title === undefined || !to.length) return;
      const props = { title, submitter: job.submitter, editUrl: `${settings.siteUrl}/blogs/edit/${job.blogId}`, siteName };
      const { PostReviewEmail, postReviewSubject, postReviewText } = await loadTemplates();
      await mailer.send({
        messageId: stableMessageId(`post-review-${job.blogId}-${job.version}`, 'staff', settings.siteUrl),
        kind: POST_REVIEW_QUEUE,
        to,
        subject: postReviewSubject(props),
        ...(await renderEmail(<PostReviewEmail {...props} />, postReviewText(props))),
      });
    },
  };
}
