import type { Company } from '@contract/content/company';
import { webLoadContext } from '~/lib/load-context';
import { siteContent } from '~/lib/site-content.server';
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
    `Policy: ${siteUrl}/legal/security`,
    '',
  ].join('\n');
}

/** The file from the company item (its security address, else its general one); 404 while no company is published. */
export function securityTxtResponse(siteUrl: string, company: Company | null, now: Date): Response {
  if (!company) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(securityTxt(siteUrl, company.emails.security ?? company.emails.general, now), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { siteUrl } = webLoadContext(context);
  const company = await siteContent({ context, request }).single('company');
  return securityTxtResponse(siteUrl, company?.data ?? null, new Date());
}
