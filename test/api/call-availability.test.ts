import { describe, expect, it } from 'vitest';
import type { Availability } from '@contract/booking';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape } from '../helpers/fixtures';

const hours: Availability = {
  takesCalls: true,
  timeZone: 'Europe/Berlin',
  weekly: [
    { day: 3, from: '14:00', to: '17:00' },
    { day: 1, from: '13:00', to: '17:00' },
    { day: 1, from: '09:00', to: '12:00' },
  ],
  exceptions: ['2026-12-24', '2026-12-24', '2026-12-01'],
  bufferMinutes: 10,
  noticeMinutes: 120,
  horizonDays: 14,
};

describe('GET/PUT /api/account/availability (call hours, issue 47, decision 126)', async () => {
  const { app, loginAs } = await buildTestApp({ TZ: 'America/New_York' });
  const sales = await loginAs('sales');

  const get = (headers = sales.bearerHeaders) => app.inject({ method: 'GET', url: '/api/account/availability', headers });
  const put = (payload: object, headers = sales.bearerHeaders) => app.inject({ method: 'PUT', url: '/api/account/availability', headers, payload });

  it('answers the defaults (not taking calls, weekdays 9–17 in the site’s zone) until the person saves theirs', async () => {
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ takesCalls: false, timeZone: 'America/New_York', exceptions: [], horizonDays: 14 });
    expect((res.json() as Availability).weekly.map((r) => r.day)).toEqual([1, 2, 3, 4, 5]);
  });

  it('saves one row per person, ranges in weekday order and days off once each, and reads it back', async () => {
    const saved = await put(hours);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      ...hours,
      weekly: [
        { day: 1, from: '09:00', to: '12:00' },
        { day: 1, from: '13:00', to: '17:00' },
        { day: 3, from: '14:00', to: '17:00' },
      ],
      exceptions: ['2026-12-01', '2026-12-24'],
    };
    expect(saved.json()).toEqual(expected);
    expect((await get()).json()).toEqual(expected);
    // A second save replaces the first.
    const again = await put({ ...hours, takesCalls: false, weekly: [] });
    expect(again.json()).toMatchObject({ takesCalls: false, weekly: [] });
    // Each person has their own.
    const other = await loginAs('user');
    expect((await get(other.bearerHeaders)).json()).toMatchObject({ takesCalls: false, timeZone: 'America/New_York' });
  });

  it.each([
    ['timeZone', { timeZone: 'Mars/Olympus' }, 'IANA time zone'],
    ['timeZone', { timeZone: '+01:00' }, 'IANA time zone'],
    ['weekly.0.to', { weekly: [{ day: 1, from: '10:00', to: '09:00' }] }, 'to must be later than from'],
    ['weekly.0.from', { weekly: [{ day: 1, from: '9:00', to: '10:00' }] }, 'from must be a time HH:MM'],
    ['weekly.0.day', { weekly: [{ day: 8, from: '09:00', to: '10:00' }] }, 'day must be a weekday 1–7'],
    [
      'weekly.1.from',
      {
        weekly: [
          { day: 2, from: '09:00', to: '12:00' },
          { day: 2, from: '11:30', to: '13:00' },
        ],
      },
      'overlap',
    ],
    ['exceptions.0', { exceptions: ['24.12.2026'] }, 'exceptions must be a date'],
    ['horizonDays', { horizonDays: 61 }, 'horizonDays must be at most 60'],
    ['horizonDays', { horizonDays: 0 }, 'horizonDays must be at least 1'],
    ['bufferMinutes', { bufferMinutes: -5 }, 'bufferMinutes must be 0 or more'],
    ['noticeMinutes', { noticeMinutes: 1.5 }, 'noticeMinutes must be whole minutes'],
  ])('refuses a bad %s with 400 naming the field', async (field, change, message) => {
    const res = await put({ ...hours, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expectErrorShape(res);
    const { errors } = res.json() as { errors: { field: string; message: string }[] };
    expect(errors).toContainEqual({ field, message: expect.stringContaining(message) });
  });

  it('lets ranges touch (12:00–13:00 then 13:00–14:00) and end at 24:00', async () => {
    const weekly = [
      { day: 5, from: '12:00', to: '13:00' },
      { day: 5, from: '13:00', to: '24:00' },
    ];
    const res = await put({ ...hours, weekly });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ weekly });
  });

  it('is for people who work on leads: an editor gets 403, a visitor 401', async () => {
    const editor = await loginAs('editor');
    expect((await get(editor.bearerHeaders)).statusCode).toBe(403);
    expect((await put(hours, editor.bearerHeaders)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/account/availability' })).statusCode).toBe(401);
  });
});
