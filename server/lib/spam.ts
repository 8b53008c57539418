/** Faster than a person fills the contact form: a script. */
export const MIN_FILL_MS = 3000;
/** SPAM_SCORE_THRESHOLD's default: a lead scoring this much or more is quarantined. */
export const DEFAULT_SPAM_THRESHOLD = 5;
const MAX_LINKS = 2;
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
// Phrases of the spam these forms attract. A real enquiry may still name one (an SEO agency asking
// for casino odds), so each only adds to the score; none quarantines on its own (decision 042).
const KEYWORDS =
  /\b(viagra|cialis|casino|porn|escort|backlinks?|guest post|seo (?:ranking|package|services)|make money fast|lottery winner|forex signals|crypto giveaway)\b/gi;
const MIN_CAPS_LETTERS = 20;

/**
 * What each signal adds. The default threshold (5) needs two strong signals (too fast and a
 * keyword; too fast and links) or three weaker ones (links, a keyword, all capitals).
 */
export const SPAM_WEIGHTS = {
  'too-fast': 3,
  links: 2,
  /** Per distinct keyword, at most two counted. */
  keywords: 2,
  'url-only': 2,
  'all-caps': 1,
} as const;

export type SpamSignal = 'honeypot' | keyof typeof SPAM_WEIGHTS;

export interface SpamInput {
  /** The honeypot field; people never see it. */
  website?: string | undefined;
  /** When the form was first filled (epoch ms), when the page said so. */
  startedAt?: number | undefined;
  /** Free text the visitor wrote: the name first, then the message. */
  texts: string[];
  now?: number;
  /** Faster than this (ms) is a script; default MIN_FILL_MS, 0 = no check. */
  minFillMs?: number;
  /** SPAM_SCORE_THRESHOLD; default DEFAULT_SPAM_THRESHOLD. */
  threshold?: number;
}

export interface SpamVerdict {
  spam: boolean;
  score: number;
  /** Every signal that fired, in a fixed order (stored as spam_reasons when quarantined). */
  signals: SpamSignal[];
}

/**
 * The one spam layer of the public forms (the per-address rate limit runs before it). Signals add
 * up against the threshold; a filled honeypot quarantines on its own (no person sees that field).
 */
export function scoreSpam({
  website,
  startedAt,
  texts,
  now = Date.now(),
  minFillMs = MIN_FILL_MS,
  threshold = DEFAULT_SPAM_THRESHOLD,
}: SpamInput): SpamVerdict {
  const signals: SpamSignal[] = [];
  let score = 0;
  const fire = (signal: keyof typeof SPAM_WEIGHTS, weight: number = SPAM_WEIGHTS[signal]) => {
    signals.push(signal);
    score += weight;
  };
  const honeypot = Boolean(website);
  if (honeypot) signals.push('honeypot');
  if (startedAt !== undefined && startedAt > 0 && now - startedAt < minFillMs) fire('too-fast');
  const all = texts.join('\n');
  const links = all.match(LINK) ?? [];
  if (links.length > MAX_LINKS || (texts[0]?.match(LINK)?.length ?? 0) > 0) fire('links');
  const keywords = new Set((all.match(KEYWORDS) ?? []).map((k) => k.toLowerCase()));
  if (keywords.size) fire('keywords', SPAM_WEIGHTS.keywords * Math.min(keywords.size, 2));
  const message = texts.slice(1).join('\n');
  if (links.length && message.replace(LINK, '').trim() === '') fire('url-only');
  const letters = message.replace(LINK, '').replace(/[^\p{L}]/gu, '');
  if (letters.length >= MIN_CAPS_LETTERS && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) fire('all-caps');
  return { spam: honeypot || score >= threshold, score, signals };
}
