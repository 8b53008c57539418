import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout } from './layout';

interface WebhookDisabledProps {
  /** The endpoint's shortened address (never the whole of a chat URL). */
  target: string;
  reason: string;
  lastError: string;
  settingsUrl: string;
  siteName: string;
}

export const webhookDisabledSubject = (target: string, siteName: string) => `${siteName}: the webhook to ${target} was turned off`;

const explain = ({ target, reason }: Pick<WebhookDisabledProps, 'target' | 'reason'>) =>
  `The webhook to ${target} was turned off: ${reason}. Nothing more is sent to it until an administrator turns it back on; the deliveries it missed can be replayed from its log.`;

export function webhookDisabledText(props: WebhookDisabledProps): string {
  return [explain(props), '', `Last answer: ${props.lastError || '(none)'}`, '', `Open the webhooks: ${props.settingsUrl}`, '', props.siteName].join(
    '\n',
  );
}

/** To every admin, once per automatic disabling (decision 062). */
export function WebhookDisabledEmail(props: WebhookDisabledProps) {
  return (
    <EmailLayout preview={webhookDisabledSubject(props.target, props.siteName)} footerText={props.siteName}>
      <Heading as="h1" style={{ fontSize: '20px' }}>
        A webhook was turned off
      </Heading>
      <Text>{explain(props)}</Text>
      <Text style={{ fontSize: '14px' }}>Last answer: {props.lastError || '(none)'}</Text>
      <Button href={props.settingsUrl} style={{ background: '#1d4ed8', color: '#ffffff', padding: '10px 16px', borderRadius: '6px' }}>
        Open the webhooks
      </Button>
    </EmailLayout>
  );
}
