import type { Company } from '@contract/content/company';
import { describe, expect, it } from 'vitest';
import { SECURITY_TXT_DAYS, securityTxt, securityTxtResponse } from './security-txt';

/** RFC 9116 fields, one per line ("Name: value"); comments and blank lines skipped. */
const fields = (txt: string) =>
  txt
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => /^([A-Za-z-]+): (.+)$/.exec(line)!)
    .map(([, name, value]) => [name!, value!] as const);

const DAY = 24 * 3600_000;

describe('/.well-known/security.txt (RFC 9116)', () => {
  it('has a Contact and an Expires less than a year ahead of the clock, at midnight UTC', () => {
    const now = new Date('2026-11-26T14:05:00Z');
    const txt = securityTxt('https://shop.example', 'security@shop.example', now);
    expect(fields(txt)).toEqual([
      ['Contact', 'mailto:security@shop.example'],
      ['Expires', '2027-05-25T00:00:00.000Z'],
      ['Preferred-Languages', 'en'],
      ['Canonical', 'https://shop.example/.well-known/security.txt'],
      ['Policy', 'https://shop.example/legal/security'],
    ]);
    const expires = Date.parse(fields(txt).find(([name]) => name === 'Expires')![1]);
    expect(expires - now.getTime()).toBeGreaterThan((SECURITY_TXT_DAYS - 1) * DAY);
    expect(expires - now.getTime()).toBeLessThan(365 * DAY);
  });

  const company = (emails: Company['emails']) => ({ emails }) as Company;

  it('is served as plain text from the company item, its security address first, with an Expires moving with the clock', async () => {
    const now = new Date('2031-02-03T23:59:00Z');
    const response = securityTxtResponse('https://shop.example', company({ general: 'hi@shop.example', security: 'sec@shop.example' }), now);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const txt = await response.text();
    expect(txt).toContain('Contact: mailto:sec@shop.example\n');
    expect(txt).toContain('Expires: 2031-08-02T00:00:00.000Z\n');
    expect(txt).toContain('Canonical: https://shop.example/.well-known/security.txt\n');
  });

  it('falls back to the general address, and is not found while no company is published', async () => {
    const now = new Date('2031-02-03T00:00:00Z');
    expect(await securityTxtResponse('https://s.example', company({ general: 'hi@s.example' }), now).text()).toContain(
      'Contact: mailto:hi@s.example\n',
    );
    expect(securityTxtResponse('https://s.example', null, now).status).toBe(404);
  });
});
