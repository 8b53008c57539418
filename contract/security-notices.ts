/**
 * Security emails to the person whose account changed (decision 059). One queue sends them all;
 * each kind has its own subject and sentence, never a code, token or password.
 */
export const SECURITY_NOTICE_KINDS = [
  'password-changed',
  'email-changed',
  'two-factor-on',
  'two-factor-off',
  'recovery-code-used',
  'passkey-added',
  'new-browser',
  'sso-linked',
] as const;
export type SecurityNoticeKind = (typeof SECURITY_NOTICE_KINDS)[number];

export const SECURITY_NOTICE_SUBJECTS: Record<SecurityNoticeKind, string> = {
  'password-changed': 'Your password was changed',
  'email-changed': 'Your sign-in email was changed',
  'two-factor-on': 'Two-factor sign-in is on',
  'two-factor-off': 'Two-factor sign-in is off',
  'recovery-code-used': 'A recovery code was used',
  'passkey-added': 'A passkey was added',
  'new-browser': 'New sign-in to your account',
  'sso-linked': 'Single sign-on was linked to your account',
};
