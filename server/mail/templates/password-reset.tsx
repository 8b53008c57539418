import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout } from './layout';

export const passwordResetSubject = (siteName: string) => `Reset your ${siteName} password`;

interface PasswordResetProps {
  name: string;
  resetUrl: string;
  minutes: number;
  siteName: string;
  siteUrl: string;
}

const IGNORE = 'If you did not ask for this, ignore this email: your password stays as it is.';

/** The plain-text part of the reset email. */
export function passwordResetText({ name, resetUrl, minutes, siteName, siteUrl }: PasswordResetProps): string {
  return [
    `Hello ${name},`,
    '',
    `Someone asked to reset the password of your ${siteName} staff account. To choose a new password, open this link within ${minutes} minutes (it works once):`,
    '',
    resetUrl,
    '',
    IGNORE,
    '',
    `${siteName} · ${siteUrl}`,
  ].join('\n');
}

/** To a staff member who used "Forgot password?": a single-use link to choose a new password. */
export function PasswordResetEmail({ name, resetUrl, minutes, siteName, siteUrl }: PasswordResetProps) {
  return (
    <EmailLayout preview="Choose a new password" footerText={`${siteName} · ${siteUrl}`}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        Hello {name},
      </Heading>
      <Text>
        Someone asked to reset the password of your {siteName} staff account. To choose a new password, open this link within {minutes} minutes (it
        works once):
      </Text>
      <Button href={resetUrl} style={{ background: '#1d4ed8', color: '#ffffff', padding: '10px 16px', borderRadius: '6px' }}>
        Choose a new password
      </Button>
      <Text style={{ wordBreak: 'break-all' }}>{resetUrl}</Text>
      <Text>{IGNORE}</Text>
    </EmailLayout>
  );
}
