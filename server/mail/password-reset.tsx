import type { Repositories } from '../repositories/index';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { RESET_TTL_MINUTES } from '../repositories/password-resets';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const PASSWORD_RESET_QUEUE = 'password-reset';

/**
 * The job carries the link's token: the database keeps only its hash, and the email must hold the
 * token itself. pg-boss deletes finished jobs, and the token dies with its 30 minutes anyway.
 */
export interface PasswordResetJob {
  resetId: string;
  userId: string;
  token: string;
}

export const resetUrl = (siteUrl: string, token: string) => `${siteUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;

/** Queued in the transaction that stores the link's row: the email exists exactly when the link does. */
export async function queuePasswordReset(jobs: Jobs, tx: Executes, job: PasswordResetJob): Promise<void> {
  await jobs.queue<PasswordResetJob>(PASSWORD_RESET_QUEUE, job, { tx, id: job.resetId });
}

export function passwordResetQueue(
  repos: Pick<Repositories, 'users' | 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
): QueueDefinition<PasswordResetJob> {
  const { users } = repos;
  return {
    name: PASSWORD_RESET_QUEUE,
    expireInSeconds: 60,
    async handle({ resetId, userId, token }) {
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const user = await users.findById(userId);
      if (!user) return;
      const props = {
        name: user.name,
        resetUrl: resetUrl(settings.siteUrl, token),
        minutes: RESET_TTL_MINUTES,
        siteName,
        siteUrl: settings.siteUrl,
      };
      const { PasswordResetEmail, passwordResetSubject, passwordResetText } = await loadTemplates();
      await mailer.send({
        messageId: stableMessageId(`reset-${resetId}`, 'staff', settings.siteUrl),
        kind: 'password-reset',
        to: [user.email],
        subject: passwordResetSubject(siteName),
        ...(await renderEmail(<PasswordResetEmail {...props} />, passwordResetText(props))),
      });
    },
  };
}
