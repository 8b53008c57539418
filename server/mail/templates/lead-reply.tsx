import { Text } from '@react-email/components';
import { EmailLayout } from './layout';

export interface LeadReplyProps {
  text: string;
  staffName: string;
  siteName: string;
  reference: string;
}

const footerOf = (p: LeadReplyProps) => `${p.staffName} · ${p.siteName} · your reference ${p.reference}. Reply to this email to answer.`;

/** The plain-text part: what the staff member wrote, as written. */
export function leadReplyText(p: LeadReplyProps): string {
  return `${p.text}\n\n--\n${footerOf(p)}`;
}

/** A reply written on the lead desk: the staff member's text in paragraphs (React escapes it). */
export function LeadReplyEmail(p: LeadReplyProps) {
  const paragraphs = p.text.split(/\n{2,}/);
  return (
    <EmailLayout preview={paragraphs[0] ?? ''} footerText={footerOf(p)}>
      {paragraphs.map((para, i) => (
        <Text key={i} style={{ fontSize: '15px', whiteSpace: 'pre-wrap' }}>
          {para}
        </Text>
      ))}
    </EmailLayout>
  );
}
