import { fromAddress } from './settings';

/** Where a subscriber confirms the address (the token is single-use). */
export const confirmUrl = (siteUrl: string, token: string) => `${siteUrl}/newsletter/confirm/${encodeURIComponent(token)}`;

/** Where a subscriber unsubscribes: GET shows a button, POST (RFC 8058 one-click) unsubscribes. */
export const unsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}/newsletter/unsubscribe/${encodeURIComponent(token)}`;

/** RFC 2369 and RFC 8058 headers: mail clients show an Unsubscribe button that POSTs to the link. */
export function listUnsubscribeHeaders(siteUrl: string, from: string, token: string): Record<string, string> {
  const mailto = `mailto:${fromAddress(from)}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(siteUrl, token)}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
