import type { LeadEventData } from '@contract/webhooks';

/** The visitor's message is cut here in a chat (the link opens the whole lead). */
const MESSAGE_CHARS = 500;

/** Slack's mrkdwn escaping: only these three are control characters in message text. */
export const escapeMrkdwn = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "google / cpc", the referrer's host, or "direct". */
function sourceLine(source: LeadEventData['source']): string {
  if (source.utmSource) return [source.utmSource, source.utmMedium].filter(Boolean).join(' / ');
  const host = /^[a-z][a-z0-9+.-]*:\/\/([^/:?#]+)/i.exec(source.referrer)?.[1]?.replace(/^www\./, '');
  return host || 'direct';
}

export interface SlackMessage {
  text: string;
  blocks: { type: 'section'; text: { type: 'mrkdwn'; text: string } }[];
}

/**
 * A new lead as a Slack-compatible incoming-webhook body (Slack, Mattermost, Discord's /slack,
 * Teams workflows read `text`): name, company, service, budget, source and a link to the lead; the
 * visitor's message only when the admin ticked it (decision 063). No email or phone.
 */
export function slackLeadMessage(lead: LeadEventData, { includeMessage }: { includeMessage: boolean }): SlackMessage {
  const e = escapeMrkdwn;
  const who = lead.company ? `${lead.name} (${lead.company})` : lead.name;
  const source = sourceLine(lead.source);
  const landing = lead.source.landingPage ? ` · landing ${lead.source.landingPage}` : '';
  const lines = [
    `*New lead:* <${lead.url}|${e(who)}>`,
    `*Service:* ${e(lead.service || '(none)')} · *Budget:* ${e(lead.budget || '(none)')}`,
    `*Source:* ${e(source + landing)}`,
  ];
  const blocks: SlackMessage['blocks'] = [{ type: 'section', text: { type: 'mrkdwn', text: lines.join('\n') } }];
  if (includeMessage && lead.message.trim()) {
    const cut = lead.message.length > MESSAGE_CHARS ? `${lead.message.slice(0, MESSAGE_CHARS)}…` : lead.message;
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: e(cut).replace(/^/gm, '>') } });
  }
  return {
    text: `New lead: ${e(who)} — ${e(lead.service || 'no service')}, ${e(lead.budget || 'no budget')} (source: ${e(source)}) ${lead.url}`,
    blocks,
  };
}

/** The "Send test event" button's message for a chat. */
export function slackTestMessage(message: string): SlackMessage {
  return { text: escapeMrkdwn(message), blocks: [{ type: 'section', text: { type: 'mrkdwn', text: escapeMrkdwn(message) } }] };
}
