import { Heading, Link, Text } from '@react-email/components';
import { EmailLayout } from './layout';

export const leadAutoReplySubject = (siteName: string) => `Thank you for contacting ${siteName}`;

const NEXT_STEPS =
  'What happens next: one of our specialists reads it and replies within one business day, usually with a few questions about the data you need and how often. If it suits you, we then set up a short call and send a fixed-price proposal.';

interface AutoReplyProps {
  name: string;
  service: string;
  siteName: string;
  siteUrl: string;
}

/** The plain-text part of the auto-reply. */
export function leadAutoReplyText({ name, service, siteName, siteUrl }: AutoReplyProps): string {
  return [
    `Thank you, ${name}!`,
    '',
    `We received your enquiry about ${service}.`,
    '',
    NEXT_STEPS,
    '',
    'You can reply to this email to add anything to your enquiry.',
    '',
    `${siteName} · ${siteUrl}`,
  ].join('\n');
}

/** To the visitor (AUTO_REPLY=true): thanks, and what happens next. */
export function LeadAutoReplyEmail({ name, service, siteName, siteUrl }: AutoReplyProps) {
  return (
    <EmailLayout preview={`We received your enquiry about ${service}`} footerText={`${siteName} · ${siteUrl}`}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        Thank you, {name}!
      </Heading>
      <Text>We received your enquiry about {service}.</Text>
      <Text>{NEXT_STEPS}</Text>
      <Text>You can reply to this email to add anything to your enquiry.</Text>
      <Text>
        <Link href={siteUrl}>{siteName}</Link>
      </Text>
    </EmailLayout>
  );
}
