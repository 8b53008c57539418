import { Heading, Link, Text } from '@react-email/components';
import { EmailLayout } from './layout';

export const leadAutoReplySubject = (siteName: string) => `Thank you for contacting ${siteName}`;

/** To the visitor (AUTO_REPLY=true): thanks, and what happens next. */
export function LeadAutoReplyEmail({ name, service, siteName, siteUrl }: { name: string; service: string; siteName: string; siteUrl: string }) {
  return (
    <EmailLayout preview={`We received your enquiry about ${service}`} footerText={`${siteName} · ${siteUrl}`}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        Thank you, {name}!
      </Heading>
      <Text>We received your enquiry about {service}.</Text>
      <Text>
        What happens next: one of our specialists reads it and replies within one business day, usually with a few questions about the data you need
        and how often. If it suits you, we then set up a short call and send a fixed-price proposal.
      </Text>
      <Text>You can reply to this email to add anything to your enquiry.</Text>
      <Text>
        <Link href={siteUrl}>{siteName}</Link>
      </Text>
    </EmailLayout>
  );
}
