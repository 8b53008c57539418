import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { CalDavError, createCalDav } from './caldav';

const problem = (promise: Promise<unknown>) =>
  promise.then(
    () => 'connected',
    (err: unknown) => (err instanceof CalDavError ? err.problem : `not a CalDavError: ${String(err)}`),
  );

describe('createCalDav', () => {
  it('reaches no loopback, private or link-local address unless they are allowed, whatever name stands for them', async () => {
    const caldav = createCalDav({ allowPrivate: false, resolve: async () => [{ address: '10.1.2.3', family: 4 }] });
    expect(await problem(caldav.connect('http://127.0.0.1:5232/', 'anna', 'pw'))).toBe('private');
    expect(await problem(caldav.connect('http://169.254.169.254/', 'anna', 'pw'))).toBe('private');
    expect(await problem(caldav.connect('https://calendar.internal.example/', 'anna', 'pw'))).toBe('private');
    const account = { calendarUrl: 'http://[::1]/anna/calls/', username: 'anna', password: 'pw' };
    expect(await problem(caldav.put(account, 'booking-1.ics', 'BEGIN:VCALENDAR'))).toBe('private');
  });

  it('says a name that is not found is unreachable', async () => {
    const caldav = createCalDav({ allowPrivate: false, resolve: () => Promise.reject(new Error('ENOTFOUND')) });
    expect(await problem(caldav.connect('https://no-such-calendar.example/', 'anna', 'pw'))).toBe('unreachable');
  });

  describe('redirects, followed here so that each hop is checked', async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${body}`);
        const to = { '/moved/': '/cal/', '/see-other/': '/cal/', '/loop/': '/loop/' }[req.url ?? ''];
        if (to) {
          res.writeHead(req.url === '/see-other/' ? 303 : 301, { location: to });
          return res.end();
        }
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('here');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const account = (path: string) => ({ calendarUrl: `${base}${path}`, username: 'anna', password: 'pw' });
    const caldav = createCalDav({ allowPrivate: true });

    it('sends the same method and body to the new address on a 301, and GET on a 303', async () => {
      seen.length = 0;
      await caldav.put(account('/moved/'), '', 'BEGIN:VCALENDAR');
      expect(seen).toEqual(['PUT /moved/ BEGIN:VCALENDAR', 'PUT /cal/ BEGIN:VCALENDAR']);
      seen.length = 0;
      await caldav.put(account('/see-other/'), '', 'BEGIN:VCALENDAR');
      expect(seen).toEqual(['PUT /see-other/ BEGIN:VCALENDAR', 'GET /cal/ ']);
    });

    it('gives up after five redirects', async () => {
      expect(await problem(caldav.put(account('/loop/'), '', 'x'))).toBe('unreachable');
    });
  });
});
