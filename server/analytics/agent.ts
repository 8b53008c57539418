import { isbot } from 'isbot';
import type { DeviceClass } from '@contract/analytics';

export interface AgentClass {
  bot: boolean;
  device: DeviceClass;
}

/** Distinct user-agent strings remembered; a visitor base has a few hundred, a scanner could send endless ones. */
const MEMO_SIZE = 2_000;
const memo = new Map<string, AgentClass>();

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|Opera Mini/i;

function classify(userAgent: string): AgentClass {
  // No user agent at all is a script, not a browser.
  const bot = userAgent === '' || isbot(userAgent);
  const device: DeviceClass = TABLET.test(userAgent) ? 'tablet' : MOBILE.test(userAgent) ? 'mobile' : 'desktop';
  return { bot, device };
}

/**
 * Bot (isbot's maintained list) and device class of a user agent, memoised: isbot is one large
 * regular expression, and on the page-cache hit path it would otherwise run on every request.
 */
export function classifyAgent(userAgent: string): AgentClass {
  let found = memo.get(userAgent);
  if (!found) {
    if (memo.size >= MEMO_SIZE) memo.clear();
    found = classify(userAgent);
    memo.set(userAgent, found);
  }
  return found;
}
