/** Faster than a person fills the contact form: a script. */
export const MIN_FILL_MS = 3000;
/** SPAM_SCORE_THRESHOLD's default: a lead scoring this much or more is quarantined. */
export const DEFAULT_SPAM_THRESHOLD = 5;
/** More links than this to other sites' domains add `links`; more than MANY_LINKS add more. */
const MAX_LINKS = 2;
const MANY_LINKS = 5;
/** Links to other sites taking at least this share of the message's characters make it `link-heavy`. */
const LINK_SHARE = 0.5;
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
const LINK_HOST = /^(?:https?:\/\/)?(?:[^/?#@\s]*@)?([^/?#:\s]+)/i;
// Phrases of the spam these forms attract. A real enquiry may still name one (an SEO agency asking
// for casino odds), so each only adds to the score; none quarantines on its own (decision 042).
const KEYWORDS =
  /\b(viagra|cialis|casino|porn|escort|backlinks?|guest post|seo (?:ranking|package|services)|make money fast|lottery winner|forex signals|crypto giveaway)\b/gi;
const MIN_CAPS_LETTERS = 20;

/**
 * What each signal adds. The default threshold (5) needs two strong signals (too fast and a
 * keyword; too fast and links; many links that are most of the message) or three weaker ones
 * (links, a keyword, all capitals). Links count only when they lead to another site than the
 * visitor's own (their email address's domain): decision 085.
 */
export const SPAM_WEIGHTS = {
  'too-fast': 3,
  /** More than two links to other sites, or any link in the name; 3 with more than five. */
  links: 2,
  /** Two or more links to other sites that make up half the message or more. */
  'link-heavy': 3,
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
  /** The visitor's email address: links to its domain (or a sibling of it) are their own sites. */
  email?: string | undefined;
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
  email,
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
  const own = ownSite(email);
  const foreign = links.filter((link) => !own(link));
  const inName = (texts[0]?.match(LINK)?.length ?? 0) > 0;
  if (foreign.length > MANY_LINKS) fire('links', SPAM_WEIGHTS.links + 1);
  else if (foreign.length > MAX_LINKS || inName) fire('links');
  const message = texts.slice(1).join('\n');
  const foreignInMessage = foreign.length - (inName ? texts[0]!.match(LINK)!.filter((link) => !own(link)).length : 0);
  if (foreignInMessage >= 2 && linkShare(message, own) >= LINK_SHARE) fire('link-heavy');
  const keywords = new Set((all.match(KEYWORDS) ?? []).map((k) => k.toLowerCase()));
  if (keywords.size) fire('keywords', SPAM_WEIGHTS.keywords * Math.min(keywords.size, 2));
  if (links.length && message.replace(LINK, '').trim() === '') fire('url-only');
  const letters = message.replace(LINK, '').replace(/[^\p{L}]/gu, '');
  if (letters.length >= MIN_CAPS_LETTERS && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) fire('all-caps');
  return { spam: honeypot || score >= threshold, score, signals };
}

/** The host a link names, lower-cased, without `www.`. */
function hostOf(link: string): string {
  return (LINK_HOST.exec(link)?.[1] ?? '')
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

/**
 * A site's name without its public suffix, roughly: the label before the last one, or before the
 * last two when they look like a country's second level (`co.uk`, `com.au`). Enough to see that
 * acme.co.uk and acme.com are one owner's; a rare miss only makes an own link count as another's.
 */
function siteName(host: string): string {
  const labels = host.split('.');
  if (labels.length < 2) return host;
  const secondLevel = labels.length >= 3 && labels.at(-1)!.length === 2 && labels.at(-2)!.length <= 3;
  return labels.at(secondLevel ? -3 : -2)!;
}

/** Whether a link leads to the visitor's own site: their email's domain, a subdomain, or the same name under another suffix. */
function ownSite(email: string | undefined): (link: string) => boolean {
  const domain = (email?.split('@')[1] ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (!domain.includes('.')) return () => false;
  const name = siteName(domain);
  return (link) => {
    const host = hostOf(link);
    if (!host) return false;
    return host === domain || host.endsWith(`.${domain}`) || domain.endsWith(`.${host}`) || siteName(host) === name;
  };
}

/** The share of the message's visible characters (no spaces) that are links to other sites. */
function linkShare(message: string, own: (link: string) => boolean): number {
  const total = message.replace(/\s/g, '').length;
  if (!total) return 0;
  const foreign = (message.match(LINK) ?? []).filter((link) => !own(link)).join('').length;
  return foreign / total;
}
