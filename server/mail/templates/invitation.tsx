import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout } from './layout';

export const invitationSubject = (siteName: string) => `You are invited to the ${siteName} staff area`;

interface InvitationProps {
  name: string;
  inviter: string;
  setPasswordUrl: string;
  days: number;
  siteName: string;
  siteUrl: string;
}

const IGNORE = 'If you were not expecting this, ignore this email: the account cannot be used until a password is chosen.';

/** The plain-text part of the invitation email. */
export function invitationText({ name, inviter, setPasswordUrl, days, siteName, siteUrl }: InvitationProps): string {
  return [
    `Hello ${name},`,
    '',
    `${inviter} created a ${siteName} staff account for you. To choose your password, open this link within ${days} days (it works once):`,
    '',
    setPasswordUrl,
    '',
    IGNORE,
    '',
    `${siteName} · ${siteUrl}`,
  ].join('\n');
}

/** To a person an admin invited: a single-use link to choose their first password. */
export function InvitationEmail({ name, inviter, setPasswordUrl, days, siteName, siteUrl }: InvitationProps) {
  return (
    <EmailLayout preview="Choose your password" footerText={`${siteName} · ${siteUrl}`}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        Hello {name},
      </Heading>
      <Text>
        {inviter} created a {siteName} staff account for you. To choose your password, open this link within {days} days (it works once):
      </Text>
      <Button href={setPasswordUrl} style={{ background: '#1d4ed8', color: '#ffffff', padding: '10px 16px', borderRadius: '6px' }}>
        Choose your password
      </Button>
      <Text style={{ wordBreak: 'break-all' }}>{setPasswordUrl}</Text>
      <Text>{IGNORE}</Text>
    </EmailLayout>
  );
}
