import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Availability, CalendarConnection, Slots } from '@contract/booking';
import { addDays, todayIn } from '~/features/calls/calendar';
import { bookingFixture } from '../../../test/staff/lead-fixtures';
import { json, renderScreen, sentBody, stubApi } from '../../../test/staff/staff-test-kit';
import * as Calls from './calls';

const saved: Availability = {
  takesCalls: true,
  timeZone: 'UTC',
  weekly: [
    { day: 1, from: '09:00', to: '12:00' },
    { day: 3, from: '13:00', to: '17:00' },
  ],
  exceptions: ['2031-12-24'],
  bufferMinutes: 10,
  noticeMinutes: 240,
  horizonDays: 14,
};

// The screen's first load imports its modules: slow on a busy machine.
const LOADED = { timeout: 10_000 };
const today = todayIn('UTC');
const SLOTS = `GET /api/account/availability/slots?from=${today}&to=${addDays(today, 6)}&tz=UTC`;
const slots: Slots = {
  timeZone: 'UTC',
  durationMinutes: 20,
  slots: [{ start: `${today}T23:00:00.000Z`, end: `${today}T23:20:00.000Z`, label: 'x', day: today, time: '23:00' }],
};

const NOT_CONNECTED: CalendarConnection = { connected: false, url: '', username: '', calendarName: '', checkedAt: null, lastError: null };
const CONNECTED: CalendarConnection = {
  connected: true,
  url: 'https://caldav.example.com/',
  username: 'anna',
  calendarName: 'Work',
  checkedAt: '2031-03-01T10:00:00.000Z',
  lastError: null,
};

const call = bookingFixture;
const upcoming = call(1, '2099-03-16T08:00:00.000Z');
const past = call(2, '2020-03-16T14:40:00.000Z');

/** The screen's reads (my upcoming calls, the last days' ones), and its save answered by `put` (none: a save fails the test). */
const stubScreen = (put?: (init: RequestInit | undefined) => Response, more = {}) =>
  stubApi({
    'GET /api/account/availability': () => json(200, saved),
    'GET /api/account/calendar': () => json(200, NOT_CONNECTED),
    [SLOTS]: () => json(200, slots),
    'GET /api/bookings?mine=1&from=*': (_init, key) => json(200, key.includes('status=booked') ? [upcoming] : [past]),
    ...(put ? { 'PUT /api/account/availability': put } : {}),
    ...more,
  });

describe('Calls (/account/calls)', () => {
  it('shows the saved hours and the week as visitors see it, adds a range on Tuesday and saves the whole', async () => {
    const fetchMock = stubScreen((init) => json(200, JSON.parse(String(init?.body))));
    const user = userEvent.setup();
    renderScreen('/account/calls', Calls);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calls' }, LOADED)).toBeInTheDocument();
    expect(screen.getByLabelText('Monday, hours 1: From')).toHaveValue('09:00');
    expect(screen.getByText('No calls on Tuesdays.')).toBeInTheDocument();
    expect(screen.getByText('Wednesday 24 December 2031')).toBeInTheDocument();
    const week = screen.getByRole('list', { name: 'Bookable slots by day' });
    expect(within(week).getAllByRole('listitem', { name: '' }).length).toBeGreaterThan(0);
    expect(within(week).getByText('23:00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    expect(screen.getByLabelText('Tuesday, hours 1: From')).toHaveFocus();
    await user.clear(screen.getByLabelText('Tuesday, hours 1: To'));
    await user.type(screen.getByLabelText('Tuesday, hours 1: To'), '24:00');
    await user.click(screen.getByRole('button', { name: 'Save call hours' }));
    expect(await screen.findByText('Call hours saved', {}, LOADED)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT /api/account/availability')).toEqual({
      ...saved,
      weekly: [...saved.weekly, { day: 2, from: '09:00', to: '24:00' }],
    });
  });

  it('refuses a range that ends before it starts at its field, before anything is sent', async () => {
    const fetchMock = stubScreen();
    const user = userEvent.setup();
    renderScreen('/account/calls', Calls);
    const to = await screen.findByLabelText('Wednesday, hours 1: To', {}, LOADED);
    await user.clear(to);
    await user.type(to, '12:00');
    await user.click(screen.getByRole('button', { name: 'Save call hours' }));
    expect(await screen.findByText('to must be later than from')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('to must be later than from');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("puts the API's 400 messages at the fields they name (a nested range's end, a day off)", async () => {
    stubScreen(() =>
      json(400, {
        message: 'weekly.1.to: the server says no',
        errors: [
          { field: 'weekly.1.to', message: 'the server says no' },
          { field: 'exceptions.0', message: 'not that day' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderScreen('/account/calls', Calls);
    await user.click(await screen.findByRole('button', { name: 'Save call hours' }, LOADED));
    const to = screen.getByLabelText('Wednesday, hours 1: To');
    expect(await screen.findByText('the server says no', {}, LOADED)).toBeInTheDocument();
    expect(to).toHaveAccessibleDescription('the server says no');
    expect(to).toHaveFocus();
    expect(screen.getByText('not that day')).toBeInTheDocument();
    expect(await screen.findByText('Could not save your call hours: the server says no', {}, LOADED)).toBeInTheDocument();
  });

  it('adds and removes days off from the keyboard', async () => {
    const fetchMock = stubScreen((init) => json(200, JSON.parse(String(init?.body))));
    const user = userEvent.setup();
    renderScreen('/account/calls', Calls);
    const day = await screen.findByLabelText('Day off', {}, LOADED);
    // jsdom's date input takes a whole value, not typed characters.
    fireEvent.change(day, { target: { value: '2031-12-31' } });
    await user.type(day, '{Enter}');
    expect(screen.getByText('Wednesday 31 December 2031')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove day off Wednesday 24 December 2031' }));
    expect(day).toHaveFocus();
    expect(within(screen.getByRole('list', { name: 'Your days off' })).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save call hours' }));
    await screen.findByText('Call hours saved', {}, LOADED);
    expect((sentBody(fetchMock, 'PUT /api/account/availability') as Availability).exceptions).toEqual(['2031-12-31']);
  });

  it('lists my calls in my zone in words, cancels one ahead after asking, marks a past one a no-show', async () => {
    const fetchMock = stubScreen(undefined, {
      [`POST /api/bookings/${upcoming._id}/cancel`]: () => json(200, { ...upcoming, status: 'cancelled' }),
      [`PATCH /api/bookings/${past._id}`]: () => json(200, { ...past, status: 'no_show' }),
    });
    const user = userEvent.setup();
    renderScreen('/account/calls', Calls);
    const ahead = await screen.findByRole('region', { name: 'Upcoming calls' }, LOADED);
    // 08:00 UTC is 08:00 in the saved zone (UTC); the lead is one click away.
    expect(within(ahead).getByText('Monday 16 March 2099, 08:00')).toBeInTheDocument();
    expect(within(ahead).getByRole('link', { name: upcoming.leadReference })).toHaveAttribute('href', `/dashboard?view=all&lead=${upcoming.leadId}`);
    // A call ahead can be cancelled, not marked; one past can be marked, not cancelled.
    expect(within(ahead).queryByRole('button', { name: /Mark no-show/ })).toBeNull();
    const recent = screen.getByRole('region', { name: 'Recent calls (last 14 days)' });
    expect(within(recent).queryByRole('button', { name: /Cancel the call/ })).toBeNull();

    await user.click(within(ahead).getByRole('button', { name: 'Cancel the call with Visitor 1, Monday 16 March 2099, 08:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this call?' });
    expect(within(dialog).getByRole('button', { name: 'Keep the call' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel call' }));
    expect(await screen.findByText('Call with Visitor 1 cancelled', {}, LOADED)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url) === `/api/bookings/${upcoming._id}/cancel`)).toBe(true);

    await user.click(within(recent).getByRole('button', { name: 'Mark no-show: Visitor 2, Monday 16 March 2020, 14:40' }));
    expect(await screen.findByText('Visitor 2 marked as a no-show', {}, LOADED)).toBeInTheDocument();
    expect(sentBody(fetchMock, `PATCH /api/bookings/${past._id}`)).toEqual({ status: 'no_show' });
  });

  it("connects a calendar: the API's refusal goes to the field it names, then the connection shows without the password", async () => {
    let calendar = NOT_CONNECTED;
    let attempts = 0;
    const fetchMock = stubScreen(undefined, {
      'GET /api/account/calendar': () => json(200, calendar),
      'PUT /api/account/calendar': () => {
        attempts++;
        if (attempts === 1)
          return json(400, {
            message: 'The calendar server refused this user name and app password',
            errors: [{ field: 'password', message: 'The calendar server refused this user name and app password (401)' }],
          });
        calendar = CONNECTED;
        return json(200, CONNECTED);
      },
    });
    const user = userEvent.setup();
    renderScreen('/account/calls', Calls);
    const form = await screen.findByRole('form', { name: 'Connect a calendar' }, LOADED);
    await user.type(within(form).getByLabelText('Calendar address'), 'https://caldav.example.com/');
    await user.type(within(form).getByLabelText('User name'), 'anna');
    const password = within(form).getByLabelText('App password');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'wrong-one');
    await user.click(within(form).getByRole('button', { name: 'Connect calendar' }));
    expect(await screen.findByText('The calendar server refused this user name and app password (401)', {}, LOADED)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(/refused this user name/);
    expect(sentBody(fetchMock, 'PUT /api/account/calendar')).toEqual({ url: 'https://caldav.example.com/', username: 'anna', password: 'wrong-one' });

    await user.clear(password);
    await user.type(password, 'right-one');
    await user.click(within(form).getByRole('button', { name: 'Connect calendar' }));
    expect(await screen.findByText('Calendar “Work” connected', {}, LOADED)).toBeInTheDocument();
    const status = await screen.findByTestId('calendar-status');
    expect(status).toHaveTextContent('Connected to Work at https://caldav.example.com/ as anna.');
    expect(screen.getByRole('form', { name: 'Connect another calendar' })).toBeInTheDocument();
    expect(screen.getByLabelText('App password')).toHaveValue('');
  });

  it('says when the calendar could not be read, and disconnects it after asking', async () => {
    const fetchMock = stubScreen(undefined, {
      'GET /api/account/calendar': () => json(200, { ...CONNECTED, lastError: 'no answer within 8 s' }),
      'DELETE /api/account/calendar': () => json(200, NOT_CONNECTED),
    });
    const user = userEvent.setup();
    renderScreen('/account/calls', Calls);
    expect(await screen.findByText(/could not be read or written lately \(no answer within 8 s\)/, {}, LOADED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disconnect calendar' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect your calendar?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Calendar disconnected', {}, LOADED)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url) === '/api/account/calendar')).toBe(true);
  });

  it('moves a call from its Move link: the free times by day in a dialog, one chosen, the move sent, the dialog closed', async () => {
    const monday = {
      start: '2099-03-16T09:00:00.000Z',
      end: '2099-03-16T09:20:00.000Z',
      label: 'Monday 16 March, 09:00',
      day: '2099-03-16',
      time: '09:00',
    };
    const tuesday = {
      start: '2099-03-17T10:40:00.000Z',
      end: '2099-03-17T11:00:00.000Z',
      label: 'Tuesday 17 March, 10:40',
      day: '2099-03-17',
      time: '10:40',
    };
    const fetchMock = stubScreen(undefined, {
      [`GET /api/bookings/${upcoming._id}/move?tz=UTC`]: () => json(200, { booking: upcoming, slots: [monday, tuesday] }),
      [`POST /api/bookings/${upcoming._id}/reschedule`]: () => json(200, { ...upcoming, start: tuesday.start }),
    });
    const user = userEvent.setup();
    renderScreen('/account/calls', Calls);
    const ahead = await screen.findByRole('region', { name: 'Upcoming calls' }, LOADED);
    const move = within(ahead).getByRole('link', { name: 'Move the call with Visitor 1, Monday 16 March 2099, 08:00' });
    expect(move).toHaveAttribute('href', `/account/calls?move=${upcoming._id}`);
    await user.click(move);
    const dialog = await screen.findByRole('dialog', { name: 'Move the call with Visitor 1' }, LOADED);
    expect(dialog).toHaveAccessibleDescription(/Booked with Cal Caller on Monday 16 March 2099, 08:00 \(UTC\)/);
    expect(within(dialog).getByRole('button', { name: 'Move call' })).toBeDisabled();
    const tuesdayGroup = within(dialog).getByRole('group', { name: 'Tuesday 17 March' });
    await user.click(within(tuesdayGroup).getByRole('radio', { name: '10:40' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move call' }));
    expect(await screen.findByText('Call with Visitor 1 moved to Tuesday 17 March, 10:40', {}, LOADED)).toBeInTheDocument();
    expect(sentBody(fetchMock, `POST /api/bookings/${upcoming._id}/reschedule`)).toEqual({ start: tuesday.start });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move the call with Visitor 1' })).toBeNull());
  });

  it('says why a call cannot be moved when its link is stale', async () => {
    stubScreen(undefined, {
      [`GET /api/bookings/${past._id}/move?tz=UTC`]: () =>
        json(409, { message: 'This call can no longer be moved: it is not booked, or it has begun' }),
    });
    renderScreen('/account/calls', Calls, `/account/calls?move=${past._id}`);
    expect(await screen.findByText(/This call cannot be moved: This call can no longer be moved/, {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
