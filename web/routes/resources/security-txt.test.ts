import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webContext, type WebLoadContext } from '~/lib/load-context';
import { site } from '~/content/site';
import { loader, SECURITY_TXT_DAYS, securityTxt } from './security-txt';

/** RFC 9116 fields, one per line ("Name: value"); comments and blank lines skipped. */
const fields = (txt: string) =>
  txt
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => /^([A-Za-z-]+): (.+)$/.exec(line)!)
    .map(([, name, value]) => [name!, value!] as const);

const DAY = 24 * 3600_000;

describe('/.well-known/security.txt (RFC 9116)', () => {
  afterEach(() => vi.useRealTimers());

  it('has a Contact and an Expires less than a year ahead of the clock, at midnight UTC', () => {
    const now = new Date('2026-11-26T14:05:00Z');
    const txt = securityTxt('https://shop.example', 'security@shop.example', now);
    expect(fields(txt)).toEqual([
      ['Contact', 'mailto:security@shop.example'],
      ['Expires', '2027-05-25T00:00:00.000Z'],
      ['Preferred-Languages', 'en'],
      ['Canonical', 'https://shop.example/.well-known/security.txt'],
    ]);
    const expires = Date.parse(fields(txt).find(([name]) => name === 'Expires')![1]);
    expect(expires - now.getTime()).toBeGreaterThan((SECURITY_TXT_DAYS - 1) * DAY);
    expect(expires - now.getTime()).toBeLessThan(365 * DAY);
  });

  it('is served as plain text for the configured site, with the company address and an Expires moving with the clock', async () => {
    vi.useFakeTimers({ now: new Date('2031-02-03T23:59:00Z'), toFake: ['Date'] });
    const context = new RouterContextProvider(new Map([[webContext, { siteUrl: 'https://shop.example' } as WebLoadContext]]));
    const response = loader({ context } as unknown as Parameters<typeof loader>[0]);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const txt = await response.text();
    expect(txt).toContain(`Contact: mailto:${site.email}\n`);
    expect(txt).toContain('Expires: 2031-08-02T00:00:00.000Z\n');
    expect(txt).toContain('Canonical: https://shop.example/.well-known/security.txt\n');
  });
});
