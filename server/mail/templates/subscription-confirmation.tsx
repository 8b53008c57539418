import { Button, Heading, Link, Text } from '@react-email/components';
import { EmailLayout } from './layout';

export const subscriptionConfirmationSubject = (siteName: string) => `Confirm your subscription to the ${siteName} newsletter`;

interface ConfirmationProps {
  siteName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  days: number;
}

const IGNORE = 'If you did not ask for this, ignore this email: you will not be subscribed.';

/** The plain-text part of the confirmation mail. */
export function subscriptionConfirmationText({ siteName, confirmUrl, unsubscribeUrl, days }: ConfirmationProps): string {
  return [
    `Please confirm your subscription to the ${siteName} newsletter by opening this link:`,
    '',
    confirmUrl,
    '',
    `The link works once, for ${days} days.`,
    IGNORE,
    '',
    `Never email this address again: ${unsubscribeUrl}`,
  ].join('\n');
}

/** To a new subscriber (double opt-in): one link that confirms the address. */
export function SubscriptionConfirmationEmail({ siteName, confirmUrl, unsubscribeUrl, days }: ConfirmationProps) {
  return (
    <EmailLayout preview={`Confirm your subscription to the ${siteName} newsletter`} footerText={siteName}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        Confirm your subscription
      </Heading>
      <Text>Please confirm that you want to receive the {siteName} newsletter.</Text>
      <Button href={confirmUrl} style={{ backgroundColor: '#0369a1', color: '#ffffff', padding: '12px 20px', borderRadius: '6px' }}>
        Confirm my subscription
      </Button>
      <Text>
        The link works once, for {days} days. {IGNORE}
      </Text>
      <Text>
        <Link href={unsubscribeUrl}>Unsubscribe</Link>
      </Text>
    </EmailLayout>
  );
}
