import type { Repositories } from '../repositories/index';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { INVITATION_TTL_DAYS } from '../repositories/password-resets';
import { stableMessageId } from './message-id';
import { resetUrl } from './password-reset';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const INVITATION_QUEUE = 'invitation';

/** As for password resets, the job carries the link's token; the table keeps only its hash. */
export interface InvitationJob {
  linkId: string;
  userId: string;
  token: string;
  inviter: string;
}

/** The invitation link opens the reset page, which says "choose your password" for it. */
export const invitationUrl = (siteUrl: string, token: string) => `${resetUrl(siteUrl, token)}&welcome=1`;

/** Queued in the transaction that creates the account and its link. */
export async function queueInvitation(jobs: Jobs, tx: Executes, job: InvitationJob): Promise<void> {
  await jobs.queue<InvitationJob>(INVITATION_QUEUE, job, { tx, id: job.linkId });
}

export function invitationQueue(
  repos: Pick<Repositories, 'users' | 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
): QueueDefinition<InvitationJob> {
  const { users } = repos;
  return {
    name: INVITATION_QUEUE,
    expireInSeconds: 60,
    async handle({ linkId, userId, token, inviter }) {
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const user = await users.findById(userId);
      if (!user) return;
      const props = {
        name: user.name,
        inviter,
        setPasswordUrl: invitationUrl(settings.siteUrl, token),
        days: INVITATION_TTL_DAYS,
        siteName,
        siteUrl: settings.siteUrl,
      };
      const { InvitationEmail, invitationSubject, invitationText } = await loadTemplates();
      await mailer.send({
        messageId: stableMessageId(`invitation-${linkId}`, 'staff', settings.siteUrl),
        kind: 'invitation',
        to: [user.email],
        subject: invitationSubject(siteName),
        ...(await renderEmail(<InvitationEmail {...props} />, invitationText(props))),
      });
    },
  };
}
