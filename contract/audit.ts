import './zod-config';
import { z } from 'zod';
import { isoDate, storable, text } from './common';
import { isUuid } from './ids';
import { listQuery } from './paging';

/**
 * Every kind of audit entry (OWASP ASVS 5.0 §16.3): security events and staff writes. One list, so
 * the server records only these names and the screen can offer them as a filter.
 */
export const AUDIT_ACTIONS = [
  // Sign-in and sessions.
  'auth.signed_in',
  'auth.sign_in_failed',
  'auth.locked_out',
  'auth.signed_out',
  'session.ended',
  'access.denied',
  // Re-authentication for sensitive actions (decision 058) and single sign-on (decision 061).
  'auth.reauthenticated',
  'auth.reauth_failed',
  'auth.sso_linked',
  'auth.sso_refused',
  // Passwords.
  'password.changed',
  'password.change_refused',
  'password.reset_requested',
  'password.reset',
  // Second factor (TOTP).
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.reset',
  'two_factor.failed',
  'two_factor.recovery_codes_created',
  'two_factor.recovery_code_used',
  // Passkeys (decision 060).
  'passkey.added',
  'passkey.renamed',
  'passkey.removed',
  'passkey.counter_mismatch',
  // Staff accounts.
  'user.created',
  'user.deleted',
  'user.role_changed',
  'user.invited',
  'user.invitation_accepted',
  'user.invitation_revoked',
  'user.updated',
  'user.email_changed',
  'user.handover',
  // Content.
  'post.created',
  'post.updated',
  'post.deleted',
  'post.sent',
  'post.published',
  'post.scheduled',
  'post.unscheduled',
  'post.unpublished',
  'post.restored',
  'post.preview_created',
  'post.submitted',
  // The site's own content (decision 072).
  'content.created',
  'content.updated',
  'content.published',
  'content.unpublished',
  'content.discarded',
  'content.deleted',
  'content.restored',
  'content.reordered',
  'content.preview_created',
  'upload.created',
  'upload.fetched',
  // Leads and personal data.
  'lead.updated',
  'lead.note_added',
  'lead.replied',
  'contacts.exported',
  // Bulk actions on leads (decision 039): one entry per operation; a bulk delete is not the GDPR erase.
  'leads.bulk_assign',
  'leads.bulk_status',
  'leads.bulk_spam',
  'leads.bulk_restore',
  'leads.deleted',
  'subscriptions.exported',
  // A mail server refused the address for good (System), and staff letting it receive mail again (decision 065).
  'subscription.bounced',
  'subscription.bounce_reset',
  'person.erased',
  // Two people made one, and taken apart again within 30 days (decision 130).
  'person.merged',
  'person.merge_undone',
  'backup.downloaded',
  'settings.changed',
  // The site going live and taken back (decision 115).
  'site.launched',
  'site.launch_withdrawn',
  // Saved replies (the lead's reply form).
  'saved_reply.created',
  'saved_reply.updated',
  'saved_reply.deleted',
  // Mail.
  'email.retried',
  // Outgoing webhooks (decision 062).
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret_rotated',
  'webhook.tested',
  'webhook.replayed',
  'webhook.disabled',
  // Redirects (decision 064).
  'redirect.created',
  'redirect.updated',
  'redirect.deleted',
  // API keys (decision 069): a use outside the key's scopes is denied and recorded.
  'api_key.created',
  'api_key.revoked',
  'api_key.denied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditAction = z.enum(AUDIT_ACTIONS, { message: 'action must be one of the audit actions' });

/** What an entry is about. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'session',
  'post',
  'upload',
  'lead',
  'person',
  'export',
  'backup',
  'route',
  'settings',
  'email',
  'saved_reply',
  'passkey',
  'redirect',
  'subscription',
  'identity',
  'webhook',
  'api_key',
  'content',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Flat facts about an entry: never a password, token, code or the body of a personal message. */
export type AuditDetails = Record<string, string | number | boolean | null>;
export const auditDetails = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

const day = (field: string) => z.iso.date({ message: `${field} must be a date (YYYY-MM-DD)` });

export const auditFilterShape = {
  action: auditAction.optional(),
  /** A user id, or the email the account had when it acted (failed sign-ins: the email tried). */
  actor: text(254)
    .toLowerCase()
    .refine((v) => isUuid(v) || v.includes('@'), 'actor must be a user id or an email address')
    .optional(),
  /** First and last day (UTC), both included. */
  from: day('from').optional(),
  to: day('to').optional(),
  /** The id of what the entry is about (a user, post, lead…). */
  target: storable().trim().max(200, 'target is at most 200 characters').optional(),
};
export const auditFilterQuery = z.object(auditFilterShape);
export type AuditFilter = z.infer<typeof auditFilterQuery>;

/** Newest first by default; only the indexed time sorts (the id breaks ties). */
export const AUDIT_SORT_FIELDS = ['at'] as const;
export const auditListQuery = listQuery(auditFilterShape, AUDIT_SORT_FIELDS, '-at').refine((q) => !q.from || !q.to || q.from <= q.to, {
  message: 'to must not be before from',
  path: ['to'],
});
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditEventSchema = z.object({
  _id: z.string(),
  at: isoDate,
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  /** The actor's name when it acted ('' for nobody signed in). */
  actorName: z.string(),
  ip: z.string(),
  action: auditAction,
  targetType: z.string(),
  targetId: z.string(),
  /** What the target was called when it happened: it stays after a rename or delete (decision 057). */
  targetLabel: z.string(),
  /** The person, post, lead or passkey no longer exists (deleted since). */
  targetGone: z.boolean(),
  details: auditDetails,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditListSchema = z.array(auditEventSchema);

/** Where the staff screens show a target; null for kinds without a page of their own. */
export function auditTargetHref(type: string, id: string): string | null {
  if (!isUuid(id)) return null;
  switch (type) {
    case 'user':
      return `/admin/users#user-${id}`;
    case 'post':
      return `/blogs/edit/${id}`;
    case 'lead':
      return `/dashboard?lead=${id}`;
    case 'webhook':
      return `/admin/webhooks#webhook-${id}`;
    case 'api_key':
      return `/admin/api-keys#api-key-${id}`;
    default:
      return null;
  }
}

/** How the screen names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.signed_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.locked_out': 'Sign-in locked out',
  'auth.signed_out': 'Signed out',
  'session.ended': 'Sessions ended',
  'access.denied': 'Access denied',
  'auth.reauthenticated': 'Identity confirmed for a sensitive action',
  'auth.reauth_failed': 'Identity confirmation failed',
  'auth.sso_linked': 'Single sign-on linked',
  'auth.sso_refused': 'Single sign-on refused',
  'password.changed': 'Password changed',
  'password.change_refused': 'Password change refused (wrong current password)',
  'password.reset_requested': 'Password reset requested',
  'password.reset': 'Password reset',
  'two_factor.enabled': 'Two-factor enabled',
  'two_factor.disabled': 'Two-factor disabled',
  'two_factor.reset': 'Two-factor reset',
  'two_factor.failed': 'Two-factor code refused',
  'two_factor.recovery_codes_created': 'Recovery codes created',
  'two_factor.recovery_code_used': 'Recovery code used',
  'passkey.added': 'Passkey added',
  'passkey.renamed': 'Passkey renamed',
  'passkey.removed': 'Passkey removed',
  'passkey.counter_mismatch': 'Passkey refused (signature counter went back)',
  'user.created': 'User created',
  'user.deleted': 'User deleted',
  'user.role_changed': 'Role changed',
  'user.invited': 'User invited',
  'user.invitation_accepted': 'Invitation accepted',
  'user.invitation_revoked': 'Invitation revoked',
  'user.updated': 'User changed',
  'user.email_changed': 'Email changed',
  'user.handover': 'Leads and posts handed over',
  'post.created': 'Post created',
  'post.updated': 'Post edited',
  'post.deleted': 'Post deleted',
  'post.sent': 'Post sent',
  'post.published': 'Post published',
  'post.scheduled': 'Post scheduled',
  'post.unscheduled': 'Post unscheduled',
  'post.unpublished': 'Post unpublished',
  'post.restored': 'Post revision restored',
  'post.preview_created': 'Preview link created',
  'post.submitted': 'Post submitted for review',
  'content.created': 'Site content added',
  'content.updated': 'Site content saved',
  'content.published': 'Site content published',
  'content.unpublished': 'Site content unpublished',
  'content.discarded': 'Site content changes discarded',
  'content.deleted': 'Site content deleted',
  'content.restored': 'Site content revision restored',
  'content.reordered': 'Site content reordered',
  'content.preview_created': 'Site content preview link created',
  'upload.created': 'Image uploaded',
  'upload.fetched': 'External image copied',
  'lead.updated': 'Lead changed',
  'lead.note_added': 'Lead note added',
  'lead.replied': 'Reply sent to a lead',
  'contacts.exported': 'Leads exported',
  'leads.bulk_assign': 'Leads assigned in bulk',
  'leads.bulk_status': 'Lead statuses changed in bulk',
  'leads.bulk_spam': 'Leads marked as spam in bulk',
  'leads.bulk_restore': 'Leads restored from spam in bulk',
  'leads.deleted': 'Leads deleted',
  'subscriptions.exported': 'Subscriptions exported',
  'subscription.bounced': 'Subscriber bounced (address refused by its mail server)',
  'subscription.bounce_reset': 'Subscriber bounce reset',
  'person.erased': 'Person erased',
  'person.merged': 'People merged',
  'person.merge_undone': 'Merge of people undone',
  'backup.downloaded': 'Backup downloaded',
  'settings.changed': 'Settings changed',
  'site.launched': 'Site launched (search engines may index it)',
  'site.launch_withdrawn': 'Site launch taken back (not indexed)',
  'saved_reply.created': 'Saved reply added',
  'saved_reply.updated': 'Saved reply changed',
  'saved_reply.deleted': 'Saved reply deleted',
  'email.retried': 'Email retried',
  'webhook.created': 'Webhook added',
  'webhook.updated': 'Webhook changed',
  'webhook.deleted': 'Webhook deleted',
  'webhook.secret_rotated': 'Webhook secret rotated',
  'webhook.tested': 'Webhook test event sent',
  'webhook.replayed': 'Webhook delivery replayed',
  'webhook.disabled': 'Webhook turned off after failures',
  'redirect.created': 'Redirect created',
  'redirect.updated': 'Redirect changed',
  'redirect.deleted': 'Redirect deleted',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'api_key.denied': 'API key refused (outside its scopes)',
};
