import { useEffect, useId, useState } from 'react';
import { calendarConnectBody, type CalendarConnectBody, type CalendarConnection } from '@contract/booking';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Field } from '~/components/ui/field';
import { StaffFormFrame } from '~/features/staff/staff-form-frame';
import type { StaffFormProps } from '~/features/staff/staff-form-props';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { useLocalTime } from '~/lib/use-local-time';

const EMPTY: CalendarConnectBody = { url: '', username: '', password: '' };

interface CalendarConnectionProps extends StaffFormProps<CalendarConnectBody> {
  calendar: CalendarConnection;
  onDisconnect: () => void;
}

/**
 * One's CalDAV calendar (issue 47 point 2, decision 135): what is connected and how its last read
 * went, a form to connect one (or replace it), checked by `calendarConnectBody` here and by the API,
 * which signs in before it saves; disconnecting asks first.
 */
export function CalendarConnectionForm({ calendar, busy, fieldErrors, onSubmit, onDisconnect }: CalendarConnectionProps) {
  const id = useId();
  const { dateTime } = useLocalTime();
  const { form, fieldError, submit } = useSchemaForm({ schema: calendarConnectBody, defaultValues: EMPTY, answerErrors: fieldErrors });
  const [asking, setAsking] = useState(false);
  // A connection saved or removed clears the form (the password is never shown again) and the question.
  const savedText = JSON.stringify(calendar);
  useEffect(() => {
    form.reset(EMPTY);
    setAsking(false);
  }, [savedText, form]);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-slate-900">
        Your calendar
      </h2>
      <p className="text-slate-700">
        Connect the calendar you already use (iCloud, Fastmail, Nextcloud, or any CalDAV server): visitors are not offered times it shows you busy,
        and each call booked with you is written into it.
      </p>
      {calendar.connected ? (
        <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" data-testid="calendar-status">
          <p className="text-slate-800">
            Connected to <strong>{calendar.calendarName || 'your calendar'}</strong> at <span className="break-all">{calendar.url}</span> as{' '}
            <strong>{calendar.username}</strong>.
          </p>
          {calendar.lastError ? (
            <Alert tone="warning">
              The calendar could not be read or written lately ({calendar.lastError}). Its last known busy times are used, and booked calls still
              block their times.
            </Alert>
          ) : calendar.checkedAt ? (
            <p className="text-sm text-slate-700">Last read {dateTime(calendar.checkedAt)}.</p>
          ) : null}
          <Button variant="secondary" onClick={() => setAsking(true)} disabled={busy}>
            Disconnect calendar
          </Button>
        </div>
      ) : null}
      <StaffFormFrame
        title={calendar.connected ? 'Connect another calendar' : 'Connect a calendar'}
        onSubmit={submit(onSubmit, () => undefined)}
        busy={busy}
        submitLabel="Connect calendar"
        busyLabel="Connecting..."
      >
        <Field
          id={`${id}-url`}
          label="Calendar address"
          error={fieldError('url')}
          hint="Your provider's CalDAV address: the server, your account's address, or one calendar's."
        >
          {(c) => <input {...c} {...form.register('url')} type="url" inputMode="url" autoComplete="url" placeholder="https://caldav.example.com/" />}
        </Field>
        <Field id={`${id}-username`} label="User name" error={fieldError('username')}>
          {(c) => <input {...c} {...form.register('username')} autoComplete="username" />}
        </Field>
        <Field
          id={`${id}-password`}
          label="App password"
          error={fieldError('password')}
          hint="Make an app password for this site in your provider's settings; it is stored encrypted and never shown again."
        >
          {(c) => <input {...c} {...form.register('password')} type="password" autoComplete="new-password" />}
        </Field>
      </StaffFormFrame>
      <ConfirmDialog
        open={asking}
        title="Disconnect your calendar?"
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        cancelLabel="Keep it"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={onDisconnect}
      >
        <p>Its busy times will no longer block your call slots. The calls already written into it stay there.</p>
      </ConfirmDialog>
    </section>
  );
}
