import { useEffect } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { availabilitySchema, calendarConnectBody, moveCallBody, updateBookingBody, type Availability } from '@contract/booking';
import { site } from '~/content/site';
import { Alert } from '~/components/ui/alert';
import { AvailabilityForm } from '~/features/calls/availability-form';
import { CalendarConnectionForm } from '~/features/calls/calendar-connection';
import { addDays, todayIn } from '~/features/calls/calendar';
import { MyCalls, RECENT_CALL_DAYS } from '~/features/calls/my-calls';
import { MoveCallDialog } from '~/features/calls/move-call-dialog';
import { ApiRequestError } from '~/lib/api/errors';
import type { ApiClient } from '~/lib/api/client';
import { WeekPreview } from '~/features/calls/week-preview';
import { staffApi } from '~/features/staff/staff-api.server';
import { createFromForm, type FieldErrorsAnswer } from '~/features/staff/create-from-form.server';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import { STAFF_POST } from '~/features/staff/staff-form-props';
import { requirePermission } from '~/features/staff/staff-guard.server';
import { readStaffPost } from '~/features/staff/staff-post.server';
import { staffWrite, type IntentAnswer } from '~/features/staff/staff-write.server';
import { useActionToast } from '~/features/staff/use-action-toast';
import type { Route } from './+types/calls';

export const meta: Route.MetaFunction = () => [{ title: `Calls | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Calls', failure: 'Failed to load your call hours.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

/**
 * My calls (booked from now on, and the last days' for no-shows), my hours, my calendar, and my own slots
 * visitors are offered on the next 7 days in my saved zone (null when they cannot be read).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'leads.work');
  return staffApi(request, context, async (api) => {
    const now = new Date();
    const since = new Date(now.getTime() - RECENT_CALL_DAYS * 86_400_000);
    const [availability, calendar, upcoming, past] = await Promise.all([
      api.booking.availability(),
      api.booking.calendar(),
      api.booking.calls({ mine: '1', from: now.toISOString(), status: 'booked' }),
      api.booking.calls({ mine: '1', from: since.toISOString(), to: now.toISOString() }),
    ]);
    const from = todayIn(availability.timeZone);
    // Both read in my saved zone, so after the hours; beside each other.
    const [slots, move] = await Promise.all([
      api.booking.mySlots({ from, to: addDays(from, 6), tz: availability.timeZone }).catch((err: unknown) => {
        console.warn('Could not read the slots for the week preview', err);
        return null;
      }),
      moveOf(api, request, availability.timeZone),
    ]);
    const calls = { upcoming, recent: past.reverse(), now: now.toISOString() };
    return { availability, calendar, calls, preview: slots ? { from, slots } : null, move };
  });
}

/** `?move=<booking>`: the call to move and its person's free times in my zone, or why it cannot move. */
async function moveOf(api: ApiClient, request: Request, timeZone: string) {
  const id = new URL(request.url).searchParams.get('move');
  if (!id) return null;
  try {
    return { options: await api.booking.moveOptions(id, { tz: timeZone }), error: null };
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 409 || err.status === 400))
      return { options: null, error: err.message };
    throw err;
  }
}

type CallsAnswer = (IntentAnswer & { availability?: Availability }) | FieldErrorsAnswer;

/**
 * Saves the hours (JSON from the form, checked by the contract's schema here and by the API; a 400's
 * messages go to their fields), or changes one of my calls: cancel it, mark it a no-show or undo that.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'leads.work');
  const post = await readStaffPost(request);
  if (post.intent === 'cancel-call') {
    return staffWrite<IntentAnswer>(request, context, post.intent, 'cancel the call', async (api) => {
      const call = await api.booking.cancelCall(post.id);
      return { intent: post.intent, ok: true, toast: `Call with ${call.visitorName} cancelled` };
    });
  }
  if (post.intent === 'mark-call') {
    const body = updateBookingBody.safeParse({ status: post.status });
    if (!body.success) return { intent: post.intent, ok: false, error: 'Could not mark the call: unknown status' };
    return staffWrite<IntentAnswer>(request, context, post.intent, 'mark the call', async (api) => {
      const call = await api.booking.markCall(post.id, body.data.status);
      return {
        intent: post.intent,
        ok: true,
        toast: call.status === 'no_show' ? `${call.visitorName} marked as a no-show` : `No-show undone for ${call.visitorName}`,
      };
    });
  }
  if (post.intent === 'move-call') {
    const body = moveCallBody.safeParse({ start: post.start });
    if (!body.success) return { intent: post.intent, ok: false, error: 'Could not move the call: choose a time' };
    return staffWrite<IntentAnswer>(request, context, post.intent, 'move the call', async (api) => {
      const call = await api.booking.moveCall(post.id, body.data);
      return { intent: post.intent, ok: true, toast: `Call with ${call.visitorName} moved to ${post.label}` };
    });
  }
  if (post.intent === 'connect-calendar') {
    const connecting = 'connect your calendar';
    return staffWrite<CallsAnswer>(request, context, post.intent, connecting, (api) =>
      createFromForm(post.intent, connecting, calendarConnectBody, post.body, async (body) => {
        const calendar = await api.booking.connectCalendar(body);
        return { intent: post.intent, ok: true, toast: `Calendar ${calendar.calendarName ? `“${calendar.calendarName}” ` : ''}connected` };
      }),
    );
  }
  if (post.intent === 'disconnect-calendar') {
    return staffWrite<IntentAnswer>(request, context, post.intent, 'disconnect your calendar', async (api) => {
      await api.booking.disconnectCalendar();
      return { intent: post.intent, ok: true, toast: 'Calendar disconnected' };
    });
  }
  const what = 'save your call hours';
  return staffWrite<CallsAnswer>(request, context, 'save', what, (api) =>
    createFromForm('save', what, availabilitySchema, post.body, async (body) => ({
      intent: 'save',
      ok: true,
      toast: 'Call hours saved',
      availability: await api.booking.saveAvailability(body),
    })),
  );
}

/** Whether and when visitors may book a call with me (issue 47 points 1 and 6), with the week they are offered. */
export default function Calls({ loaderData: { availability, calendar, calls, preview, move } }: Route.ComponentProps) {
  const fetcher = useFetcher<CallsAnswer>();
  useActionToast(fetcher);
  const answer = fetcher.data;
  const navigate = useNavigate();
  const closeMove = () => void navigate('/account/calls', { replace: true, preventScrollReset: true });
  // A move done closes its dialog: the page again without ?move= (each answer once: a second move is a new answer).
  useEffect(() => {
    if (answer?.intent === 'move-call' && answer.ok) void navigate('/account/calls', { replace: true, preventScrollReset: true });
  }, [answer, navigate]);
  const errorsOf = (intent: string) => (answer && 'fieldErrors' in answer && answer.intent === intent ? answer.fieldErrors : undefined);
  return (
    <div className="max-w-4xl space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Calls</h1>
      <p className="text-slate-700">
        Visitors book the call the contact page promises in the hours you give here, with whoever takes calls and is free then.
      </p>
      <MyCalls calls={calls} timeZone={availability.timeZone} />
      {move?.error ? <Alert tone="warning">This call cannot be moved: {move.error}</Alert> : null}
      {move?.options ? (
        <MoveCallDialog
          options={move.options}
          timeZone={availability.timeZone}
          busy={fetcher.state !== 'idle'}
          onClose={closeMove}
          onMove={(start, label) => void fetcher.submit({ intent: 'move-call', id: move.options.booking._id, start, label }, STAFF_POST)}
        />
      ) : null}
      <AvailabilityForm
        saved={availability}
        busy={fetcher.state !== 'idle'}
        fieldErrors={errorsOf('save')}
        onSubmit={(body) => void fetcher.submit({ intent: 'save', body }, STAFF_POST)}
      />
      <WeekPreview preview={preview} takesCalls={availability.takesCalls} />
      <CalendarConnectionForm
        calendar={calendar}
        busy={fetcher.state !== 'idle'}
        fieldErrors={errorsOf('connect-calendar')}
        onSubmit={(body) => void fetcher.submit({ intent: 'connect-calendar', body }, STAFF_POST)}
        onDisconnect={() => void fetcher.submit({ intent: 'disconnect-calendar' }, STAFF_POST)}
      />
    </div>
  );
}
