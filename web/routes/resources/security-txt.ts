import { companyFacts } from '~/lib/company-facts';
import { webLoadContext } from '~/lib/load-context';
import type { Route } from './+types/security-txt';

/** How far ahead Expires is set: RFC 9116 asks for less than a year, so a stale file cannot linger. */
export const SECURITY_TXT_DAYS = 180;

/** /.well-known/security.txt (RFC 9116): where to report a vulnerability, valid until Expires. */
export function securityTxt(siteUrl: string, email: string, now: Date): string {
  const expires = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + SECURITY_TXT_DAYS));
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = webLoadContext(context);
  return new Response(securityTxt(siteUrl, companyFacts().email, new Date()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
