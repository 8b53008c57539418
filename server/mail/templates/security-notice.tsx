import { Heading, Link, Text } from '@react-email/components';
import type { SecurityNoticeKind } from '@contract/security-notices';
import { EmailLayout } from './layout';

export interface SecurityNoticeProps {
  kind: SecurityNoticeKind;
  name: string;
  /** When it happened, in the site's time zone. */
  when: string;
  browser?: string;
  ip?: string;
  /** An administrator's name, when they made the change. */
  by?: string;
  recoveryCodesLeft?: number;
  newEmail?: string;
  passkeyName?: string;
  /** sso-linked: the provider's issuer. */
  provider?: string;
  forgotUrl: string;
  siteName: string;
  siteUrl: string;
}

/** The one sentence that says what happened. */
function what(p: SecurityNoticeProps): string {
  const byAdmin = p.by ? ` by ${p.by}, an administrator` : '';
  switch (p.kind) {
    case 'password-changed':
      return `The password of your ${p.siteName} staff account was changed${byAdmin}.`;
    case 'email-changed':
      return `The sign-in email of your ${p.siteName} staff account was changed${byAdmin}${p.newEmail ? ` to ${p.newEmail}` : ''}. This address no longer signs in.`;
    case 'two-factor-on':
      return `Two-factor sign-in was turned on for your ${p.siteName} staff account${byAdmin}.`;
    case 'two-factor-off':
      return `Two-factor sign-in was turned off for your ${p.siteName} staff account${byAdmin}: signing in now asks for the password only.`;
    case 'recovery-code-used': {
      const left = p.recoveryCodesLeft === undefined ? '' : ` ${p.recoveryCodesLeft} of 10 are left.`;
      return `One of the recovery codes of your ${p.siteName} staff account was used.${left}`;
    }
    case 'passkey-added':
      return `A passkey${p.passkeyName ? ` named "${p.passkeyName}"` : ''} was added to your ${p.siteName} staff account: it can now sign in without a password.`;
    case 'new-browser':
      return `Someone signed in to your ${p.siteName} staff account from a browser it had not been used in before.`;
    case 'sso-linked':
      return `An account at ${p.provider ?? 'your single sign-on provider'} was linked to your ${p.siteName} staff account: it can now sign in to it without a password.`;
  }
}

/** When, from which browser and address: what a person recognises their own action by. */
function facts(p: SecurityNoticeProps): string[] {
  return [`When: ${p.when}`, ...(p.browser ? [`Browser: ${p.browser}`] : []), ...(p.ip ? [`IP address: ${p.ip}`] : [])];
}

const notYou = (p: SecurityNoticeProps) => `Not you? Reset your password: ${p.forgotUrl} — and tell an administrator.`;
const IF_YOU = 'If it was you, there is nothing to do.';

/** The plain-text part of a security notice. */
export function securityNoticeText(p: SecurityNoticeProps): string {
  return [`Hello ${p.name || 'there'},`, '', what(p), '', ...facts(p), '', IF_YOU, notYou(p), '', `${p.siteName} · ${p.siteUrl}`].join('\n');
}

/** To a staff member whose account's security changed (decision 059). */
export function SecurityNoticeEmail(p: SecurityNoticeProps) {
  return (
    <EmailLayout preview={what(p)} footerText={`${p.siteName} · ${p.siteUrl}`}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        Hello {p.name || 'there'},
      </Heading>
      <Text>{what(p)}</Text>
      <Text>
        {facts(p).map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
      </Text>
      <Text>{IF_YOU}</Text>
      <Text>
        Not you? <Link href={p.forgotUrl}>Reset your password</Link> — and tell an administrator.
      </Text>
    </EmailLayout>
  );
}
