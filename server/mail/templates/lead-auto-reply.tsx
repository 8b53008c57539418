import { Heading, Link, Section, Text } from '@react-email/components';
import { EmailLayout } from './layout';

/** The reference in the subject, so a reply (and the visitor's own search) finds the enquiry. */
export const leadAutoReplySubject = (reference: string) => `We received your enquiry ${reference}`;

/** What the visitor sent, copied back to them. */
export interface AcknowledgedLead {
  name: string;
  company?: string;
  phone: string;
  service: string;
  budget: string;
  message: string;
}

interface AutoReplyProps {
  lead: AcknowledgedLead;
  /** `L-7F3A-91C2-0B4E` (server/lib/lead-reference.ts). */
  reference: string;
  /** "within 24 hours" (contract/lead-promise.ts). */
  promise: string;
  siteName: string;
  siteUrl: string;
  /** False when an answer would be lost (a no-reply sender and no mailbox to reply to): the mail does not invite one. */
  canReply: boolean;
}

const REPLY_LINE = 'You can reply to this email to add anything to your enquiry.';

const nextSteps = (promise: string) =>
  `What happens next: one of our specialists reads it and replies ${promise}, usually with a few questions about the data you need and how often. If it suits you, we then set up a short call and send a fixed-price proposal.`;

function sentRows(lead: AcknowledgedLead): [string, string][] {
  return [
    ...(lead.company ? [['Company', lead.company] as [string, string]] : []),
    ['Phone', lead.phone],
    ['Service', lead.service],
    ['Budget', lead.budget],
    ['Message', lead.message || '(no message)'],
  ];
}

const label = { margin: '12px 0 0', fontSize: '12px', color: '#475569', textTransform: 'uppercase' as const };
const value = { margin: '2px 0 0', fontSize: '15px', whiteSpace: 'pre-wrap' as const };

/** The plain-text part of the acknowledgment. */
export function leadAutoReplyText({ lead, reference, promise, siteName, siteUrl, canReply }: AutoReplyProps): string {
  return [
    `Thank you, ${lead.name}!`,
    '',
    `We received your enquiry about ${lead.service}. Your reference is ${reference}.`,
    '',
    nextSteps(promise),
    '',
    'What you sent:',
    ...sentRows(lead).map(([k, v]) => `${k}: ${v}`),
    '',
    ...(canReply ? [REPLY_LINE, ''] : []),
    `${siteName} · ${siteUrl}`,
  ].join('\n');
}

/** To the visitor (AUTO_REPLY, on by default with SMTP): the reference, the reply promise and a copy of the enquiry. */
export function LeadAutoReplyEmail({ lead, reference, promise, siteName, siteUrl, canReply }: AutoReplyProps) {
  return (
    <EmailLayout preview={`Your reference is ${reference}. We reply ${promise}.`} footerText={`${siteName} · ${siteUrl}`}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        Thank you, {lead.name}!
      </Heading>
      <Text>
        We received your enquiry about {lead.service}. Your reference is <strong>{reference}</strong>.
      </Text>
      <Text>{nextSteps(promise)}</Text>
      <Section>
        <Text style={{ margin: '16px 0 0', fontWeight: 'bold' }}>What you sent</Text>
        {sentRows(lead).map(([k, v]) => (
          <div key={k}>
            <Text style={label}>{k}</Text>
            <Text style={value}>{v}</Text>
          </div>
        ))}
      </Section>
      {canReply ? <Text>{REPLY_LINE}</Text> : null}
      <Text>
        <Link href={siteUrl}>{siteName}</Link>
      </Text>
    </EmailLayout>
  );
}
