import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { InboundMessage } from '../repositories/inbound-mail';
import { htmlToText, sanitizePostHtml } from '../lib/sanitize';
import type { ReplyRouting } from './reply-routing';

/** What a stored incoming message keeps at most (decision 129): the raw message itself is capped at 10 MB by the route. */
export const INBOUND_LIMITS = { text: 100_000, htmlIn: 500_000, html: 200_000, subject: 500, attachments: 50, name: 200 } as const;

export type ParsedInbound =
  | { kind: 'message'; message: InboundMessage }
  | {
      kind: 'bounce';
      /** The Message-ID of the mail that did not arrive. */
      originalMessageId: string;
      /** Whose address it was, by our own Message-IDs; undefined when it names nothing we sent. */
      about: { type: 'lead' | 'subscription'; id: string } | undefined;
      mailKind: string;
      reason: string;
    }
  | { kind: 'invalid'; problem: string };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const LEAD_ACK = new RegExp(`^<lead-(${UUID})\\.auto-reply@`, 'i');
const LEAD_REPLY = new RegExp(`^<lead-(${UUID})\\.reply-`, 'i');
const CONFIRMATION = new RegExp(`^<subscription-(${UUID})\\.confirm-`, 'i');

const bracketed = (id: string) => {
  const bare = id.trim().replace(/^<|>$/g, '');
  return bare ? `<${bare}>` : '';
};

const headerText = (mail: ParsedMail, name: string): string => {
  const value = mail.headers.get(name);
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') return value.value;
  return String(value);
};

/**
 * An automatic answer (RFC 3834 and the de-facto headers of out-of-office replies): Auto-Submitted
 * other than "no", X-Autoreply / X-Autorespond, Precedence auto_reply, bulk or junk.
 */
export function isAutomatic(mail: ParsedMail): boolean {
  const submitted = headerText(mail, 'auto-submitted').trim().toLowerCase();
  if (submitted && submitted !== 'no') return true;
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond')) return true;
  return ['auto_reply', 'bulk', 'junk'].includes(headerText(mail, 'precedence').trim().toLowerCase());
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? '').filter(Boolean));

/** A delivery-status report (RFC 3464): permanent failures only; a delay says nothing yet. */
function bounceOf(mail: ParsedMail, raw: string): ParsedInbound | null {
  const type = mail.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  if (type?.value?.toLowerCase() !== 'multipart/report' || type.params?.['report-type']?.toLowerCase() !== 'delivery-status') return null;
  const status = /^Status:\s*([245]\.\d{1,3}\.\d{1,3})/im.exec(raw)?.[1] ?? '';
  const action = /^Action:\s*(\w+)/im.exec(raw)?.[1]?.toLowerCase() ?? '';
  const diagnostic = /^Diagnostic-Code:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '';
  const own = mail.messageId ? bracketed(mail.messageId) : '';
  // The returned message (or its headers) is inside the report: its Message-ID is the one that is not the report's own.
  const originalMessageId = [...raw.matchAll(/^Message-ID:\s*(<[^>\r\n]+>)/gim)].map((m) => m[1]!).find((id) => id !== own) ?? '';
  const permanent = status.startsWith('5') || (!status && action === 'failed');
  const reason = [status, diagnostic].filter(Boolean).join(' ') || 'The recipient’s mail server returned the message';
  if (!permanent || !originalMessageId) return { kind: 'bounce', originalMessageId, about: undefined, mailKind: '', reason };
  const ack = LEAD_ACK.exec(originalMessageId)?.[1];
  if (ack) return { kind: 'bounce', originalMessageId, about: { type: 'lead', id: ack.toLowerCase() }, mailKind: 'lead-auto-reply', reason };
  const reply = LEAD_REPLY.exec(originalMessageId)?.[1];
  if (reply) return { kind: 'bounce', originalMessageId, about: { type: 'lead', id: reply.toLowerCase() }, mailKind: 'lead-reply', reason };
  const subscription = CONFIRMATION.exec(originalMessageId)?.[1];
  if (subscription) {
    return {
      kind: 'bounce',
      originalMessageId,
      about: { type: 'subscription', id: subscription.toLowerCase() },
      mailKind: 'subscription-confirmation',
      reason,
    };
  }
  return { kind: 'bounce', originalMessageId, about: undefined, mailKind: '', reason };
}

/** The raw message as the desk keeps it: capped text, sanitised HTML, attachments by name and size only. */
export async function parseInboundMail(raw: Buffer, routing: ReplyRouting | undefined): Promise<ParsedInbound> {
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, { skipTextToHtml: true, skipImageLinks: true });
  } catch {
    return { kind: 'invalid', problem: 'not a readable RFC 5322 message' };
  }
  const bounce = bounceOf(mail, raw.toString('latin1'));
  if (bounce) return bounce;
  const sender = mail.from?.value[0];
  if (!sender?.address) return { kind: 'invalid', problem: 'the message has no From address' };
  // Without a Message-ID the message's own bytes are its key: the same post twice is still one entry.
  const messageId = (mail.messageId && bracketed(mail.messageId)) || `<${createHash('sha256').update(raw).digest('hex')}@inbound.invalid>`;
  const references = [
    ...(mail.inReplyTo ? [mail.inReplyTo] : []),
    ...(Array.isArray(mail.references) ? [...mail.references].reverse() : mail.references ? [mail.references] : []),
  ]
    .flatMap((r) => r.split(/\s+/))
    .map(bracketed)
    .filter(Boolean)
    .slice(0, 50);
  const recipients = [
    ...addressesOf(mail.to),
    ...addressesOf(mail.cc),
    ...['delivered-to', 'x-original-to', 'envelope-to'].flatMap((h) => headerText(mail, h).split(/[\s,]+/)),
  ].filter((a) => a.includes('@'));
  let routedLeadId: string | null = null;
  if (routing) {
    for (const address of recipients) {
      routedLeadId = await routing.leadOf(address.replace(/^<|>$/g, ''));
      if (routedLeadId) break;
    }
  }
  const html = mail.html ? sanitizePostHtml(mail.html.slice(0, INBOUND_LIMITS.htmlIn)).slice(0, INBOUND_LIMITS.html) : '';
  const text = (mail.text ?? (mail.html ? htmlToText(mail.html.slice(0, INBOUND_LIMITS.htmlIn)) : '')).trim().slice(0, INBOUND_LIMITS.text);
  return {
    kind: 'message',
    message: {
      messageId,
      references,
      routedLeadId,
      fromAddress: sender.address.toLowerCase(),
      fromName: (sender.name ?? '').trim().slice(0, 200),
      to: (Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(', ') : (mail.to?.text ?? '')).slice(0, 1000),
      subject: (mail.subject ?? '').slice(0, INBOUND_LIMITS.subject),
      text,
      html,
      attachments: mail.attachments.slice(0, INBOUND_LIMITS.attachments).map((a) => ({
        name: (a.filename ?? '(unnamed)').slice(0, INBOUND_LIMITS.name),
        contentType: a.contentType,
        size: a.size,
      })),
      auto: isAutomatic(mail),
    },
  };
}
