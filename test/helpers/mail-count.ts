import type { ParsedMail } from 'mailparser';

/** Addresses a parsed message went to. */
export const recipientsOf = (m: ParsedMail): string[] =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

/** How many distinct messages (by Message-ID) match, and how many copies arrived in all. */
export function countByMessageId(messages: ParsedMail[], filter: (m: ParsedMail) => boolean = () => true): { distinct: number; copies: number } {
  const found = messages.filter(filter);
  return { distinct: new Set(found.map((m) => m.messageId)).size, copies: found.length };
}

/** A message's header as text (In-Reply-To, References). */
export const headerOf = (m: ParsedMail, name: string): string => {
  const v = m.headers.get(name.toLowerCase());
  return Array.isArray(v) ? v.join(' ') : typeof v === 'string' ? v : '';
};
