import { describe, expect, it } from 'vitest';
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
});
