import { Button, Heading, Section, Text } from '@react-email/components';
import { EmailLayout } from './layout';

export interface LeadFields {
  name: string;
  email: string;
  /** Optional on the form: a row only when given. */
  company?: string;
  phone: string;
  service: string;
  budget: string;
  message: string;
  rnd: boolean;
  createdAt: Date;
}

const label = { margin: '12px 0 0', fontSize: '12px', color: '#475569', textTransform: 'uppercase' as const };
const value = { margin: '2px 0 0', fontSize: '15px', whiteSpace: 'pre-wrap' as const };
const button = { backgroundColor: '#1d4ed8', color: '#ffffff', padding: '12px 18px', borderRadius: '6px', fontWeight: 'bold' };

export const leadNotificationSubject = (lead: Pick<LeadFields, 'name' | 'service'>) => `New enquiry from ${lead.name}: ${lead.service}`;

function leadRows(lead: LeadFields): [string, string][] {
  return [
    ['Name', lead.name],
    ['Email', lead.email],
    ...(lead.company ? [['Company', lead.company] as [string, string]] : []),
    ['Phone', lead.phone],
    ['Service', lead.service],
    ['Budget', lead.budget],
    ['R&D Inquiry (NDA)', lead.rnd ? 'Yes' : 'No'],
    ['Submitted On', lead.createdAt.toUTCString()],
    ['Message', lead.message || '(no message)'],
  ];
}

/** The plain-text part of the staff notification. */
export function leadNotificationText({ lead, leadUrl, siteName }: { lead: LeadFields; leadUrl: string; siteName: string }): string {
  const fields = leadRows(lead).map(([k, v]) => `${k}: ${v}`);
  return [
    leadNotificationSubject(lead),
    '',
    ...fields,
    '',
    `Open the lead in the staff area: ${leadUrl}`,
    '',
    `${siteName} · reply to this email to answer ${lead.name} directly.`,
  ].join('\n');
}

/** To staff, the moment a lead is accepted: every field, and the way to the lead in the staff area. */
export function LeadNotificationEmail({ lead, leadUrl, siteName }: { lead: LeadFields; leadUrl: string; siteName: string }) {
  const rows = leadRows(lead);
  return (
    <EmailLayout preview={leadNotificationSubject(lead)} footerText={`${siteName} · reply to this email to answer ${lead.name} directly.`}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        {leadNotificationSubject(lead)}
      </Heading>
      <Section>
        {rows.map(([k, v]) => (
          <div key={k}>
            <Text style={label}>{k}</Text>
            <Text style={value}>{v}</Text>
          </div>
        ))}
      </Section>
      <Section style={{ marginTop: '24px' }}>
        <Button href={leadUrl} style={button}>
          Open the lead in the staff area
        </Button>
        <Text style={{ fontSize: '12px', color: '#475569' }}>{leadUrl}</Text>
      </Section>
    </EmailLayout>
  );
}
