/** Faster than a person fills the contact form: a script. */
export const MIN_FILL_MS = 3000;
const MAX_LINKS = 2;
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
// Phrases of the spam these forms attract; none belongs in a real enquiry about scraping or bots.
const KEYWORDS =
  /\b(viagra|cialis|casino|porn|escort|backlinks?|guest post|seo (?:ranking|package|services)|make money fast|lottery winner|forex signals|crypto giveaway)\b/i;

export interface SpamInput {
  /** The honeypot field; people never see it. */
  website?: string | undefined;
  /** When the form was first filled (epoch ms), when the page said so. */
  startedAt?: number | undefined;
  /** Free text the visitor wrote (name, message). */
  texts: string[];
  now?: number;
  /** Faster than this (ms) is a script; default MIN_FILL_MS, 0 = no check. */
  minFillMs?: number;
}

/**
 * The one spam layer of the public forms (the per-address rate limit runs before it). Answers why
 * the submission looks like spam; an empty list means it does not.
 */
export function spamReasons({ website, startedAt, texts, now = Date.now(), minFillMs = MIN_FILL_MS }: SpamInput): string[] {
  const reasons: string[] = [];
  if (website) reasons.push('honeypot');
  if (startedAt !== undefined && startedAt > 0 && now - startedAt < minFillMs) reasons.push('too-fast');
  const all = texts.join('\n');
  if ((all.match(LINK)?.length ?? 0) > MAX_LINKS || LINK.test(texts[0] ?? '')) reasons.push('links');
  LINK.lastIndex = 0;
  if (KEYWORDS.test(all)) reasons.push('keywords');
  return reasons;
}
