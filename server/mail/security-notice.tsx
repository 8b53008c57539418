import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SECURITY_NOTICE_SUBJECTS, type SecurityNoticeKind } from '@contract/security-notices';
import type { Repositories } from '../repositories/index';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { describeUserAgent } from '../lib/user-agent';
import { dueInZone } from './blog-schedule-alert';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const SECURITY_NOTICE_QUEUE = 'security-notice';

/** What the mail may say about the change besides its kind. Never a code, token or password. */
export interface SecurityNoticeDetails {
  /** The browser and address the change came from. */
  userAgent?: string;
  ip?: string;
  /** The administrator who made the change, when it was not the person. */
  by?: string;
  /** recovery-code-used: how many are left. */
  recoveryCodesLeft?: number;
  /** email-changed: the new address (the mail goes to the old one). */
  newEmail?: string;
  /** passkey-added: the name it was given. */
  passkeyName?: string;
  /** sso-linked: the identity provider's issuer. */
  provider?: string;
}

export interface SecurityNotice {
  userId: string;
  kind: SecurityNoticeKind;
  /** Default: the person's address when the mail is written; email-changed passes the old one. */
  to?: string;
  details: SecurityNoticeDetails;
}

export interface SecurityNoticeJob extends SecurityNotice {
  noticeId: string;
  /** ISO time of the change. */
  at: string;
}

/** The request's browser and address, for a notice's details. */
export const requestOrigin = (request: FastifyRequest): Pick<SecurityNoticeDetails, 'userAgent' | 'ip'> => ({
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
  ip: request.ip,
});

/**
 * Queued in the caller's transaction: the mail exists exactly when the change committed. The job's
 * id is the notice's, and so is the Message-ID: a retried job never sends a second message.
 */
export async function queueSecurityNotice(jobs: Jobs, tx: Executes, notice: SecurityNotice): Promise<string> {
  const noticeId = randomUUID();
  await jobs.queue<SecurityNoticeJob>(SECURITY_NOTICE_QUEUE, { ...notice, noticeId, at: new Date().toISOString() }, { tx, id: noticeId });
  return noticeId;
}

export function securityNoticeQueue(
  repos: Pick<Repositories, 'users' | 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
  timeZone = 'UTC',
): QueueDefinition<SecurityNoticeJob> {
  const { users } = repos;
  return {
    name: SECURITY_NOTICE_QUEUE,
    expireInSeconds: 60,
    async handle({ noticeId, userId, kind, to, details, at }) {
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const user = await users.findById(userId);
      const address = to ?? user?.email;
      if (!address) return; // the account is gone and nobody else was named
      const props = {
        kind,
        name: user?.name ?? '',
        when: dueInZone(new Date(at), timeZone),
        browser: details.userAgent !== undefined ? describeUserAgent(details.userAgent) : undefined,
        ip: details.ip,
        by: details.by,
        recoveryCodesLeft: details.recoveryCodesLeft,
        newEmail: details.newEmail,
        passkeyName: details.passkeyName,
        provider: details.provider,
        forgotUrl: `${settings.siteUrl}/auth/forgot-password`,
        siteName,
        siteUrl: settings.siteUrl,
      };
      const { SecurityNoticeEmail, securityNoticeText } = await loadTemplates();
      await mailer.send({
        messageId: stableMessageId(`security-${noticeId}`, 'staff', settings.siteUrl),
        kind: `security-${kind}`,
        to: [address],
        subject: SECURITY_NOTICE_SUBJECTS[kind],
        ...(await renderEmail(<SecurityNoticeEmail {...props} />, securityNoticeText(props))),
      });
    },
  };
}

/** A notice for a change the caller made in its own transaction, or alone: the request's browser and address are added to its details. */
export type SecurityNotices = ReturnType<typeof createSecurityNotices>;

export function createSecurityNotices(jobs: Jobs, repos: Pick<Repositories, 'transaction'>) {
  const withOrigin = (request: FastifyRequest, notice: SecurityNotice): SecurityNotice => ({
    ...notice,
    details: { ...requestOrigin(request), ...notice.details },
  });
  return {
    /** For a change that committed on its own: queued and the worker woken now. */
    async send(request: FastifyRequest, notice: SecurityNotice): Promise<void> {
      await repos.transaction((tx) => queueSecurityNotice(jobs, tx, withOrigin(request, notice)));
      jobs.nudge(SECURITY_NOTICE_QUEUE);
    },
    /** In the caller's transaction; call wake() once it committed. */
    queue: (tx: Executes, request: FastifyRequest, notice: SecurityNotice) => queueSecurityNotice(jobs, tx, withOrigin(request, notice)),
    wake: () => jobs.nudge(SECURITY_NOTICE_QUEUE),
  };
}
