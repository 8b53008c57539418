import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { useStaffUser } from '~/features/staff/staff-user';
import { ApiRequestError, tooManyRequestsMessage } from '~/lib/api/errors';
import { useApi } from '~/lib/api/use-api';
import { serverFieldErrors } from '~/lib/forms/server-errors';
import { useReauthGate } from './use-reauth-retry';

const FAILED = 'Could not change your email. Please try again.';

/**
 * One's own sign-in email. Sensitive (decision 058): a stale confirmation is asked for in place and
 * the change is sent again; the old address gets a security email (decision 059).
 */
export function OwnEmailForm() {
  const me = useStaffUser();
  const api = useApi();
  const gate = useReauthGate();
  const revalidator = useRevalidator();
  const id = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    setError(undefined);
    try {
      const user = await gate.run(() => api.auth.changeOwnEmail({ email }));
      toast.success(`Your sign-in email is now ${user.email}`, { description: `A notice went to ${me.email}.` });
      await revalidator.revalidate();
    } catch (err) {
      setError(
        tooManyRequestsMessage(err) ?? serverFieldErrors(err)[0]?.message ?? (err instanceof ApiRequestError ? err.messageOr(FAILED) : FAILED),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-md space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Sign-in email
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
        <Field id={`${id}-email`} label="Email" error={error} hint="You sign in with it; security emails go to it.">
          {(c) => <input {...c} key={me.email} name="email" type="email" autoComplete="email" defaultValue={me.email} required />}
        </Field>
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'Saving...' : 'Change email'}
        </Button>
      </form>
      {gate.dialog}
    </section>
  );
}
