import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout } from './layout';

export interface FailedMessage {
  at: string;
  to: string;
  subject: string;
  error: string;
}

interface MailFailureAlertProps {
  total: number;
  /** The first few of them. */
  messages: FailedMessage[];
  outboxUrl: string;
  siteName: string;
}

export const mailFailureAlertSubject = (total: number, siteName: string) =>
  `${siteName}: ${total === 1 ? '1 email' : `${total} emails`} could not be delivered`;

const intro = (total: number) =>
  `${total === 1 ? 'One message was' : `${total} messages were`} refused by the mail server or still failing after 24 hours of tries. Nothing more is tried until you retry it from the outbox.`;

/** The plain-text part of the alert. */
export function mailFailureAlertText({ total, messages, outboxUrl, siteName }: MailFailureAlertProps): string {
  return [
    intro(total),
    '',
    ...messages.map((m) => `- ${m.at} to ${m.to}: ${m.subject}\n  ${m.error}`),
    ...(total > messages.length ? [`… and ${total - messages.length} more.`] : []),
    '',
    `Retry them in the outbox: ${outboxUrl}`,
    '',
    siteName,
  ].join('\n');
}

/** To every admin, at most once an hour: messages the site has given up sending. */
export function MailFailureAlertEmail(props: MailFailureAlertProps) {
  const { total, messages, outboxUrl, siteName } = props;
  return (
    <EmailLayout preview={mailFailureAlertSubject(total, siteName)} footerText={siteName}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        Emails could not be delivered
      </Heading>
      <Text>{intro(total)}</Text>
      {messages.map((m, i) => (
        <Text key={i} style={{ fontSize: '14px' }}>
          {m.at} to {m.to}: <strong>{m.subject}</strong>
          <br />
          {m.error}
        </Text>
      ))}
      {total > messages.length ? <Text>… and {total - messages.length} more.</Text> : null}
      <Button href={outboxUrl} style={{ background: '#1d4ed8', color: '#ffffff', padding: '10px 16px', borderRadius: '6px' }}>
        Open the outbox
      </Button>
    </EmailLayout>
  );
}
