import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CODE_MESSAGE, type TwoFactorSetup } from '@contract/two-factor';
import type { PublicUser } from '@contract/users';
import { Button } from '~/components/ui/button';
import { useApi } from '~/lib/api/use-api';
import { AuthForm } from './auth-frame';
import { CodeInput } from './code-input';
import { RecoveryCodes } from './recovery-codes';
import { challengeExpired, stepError, useStepSend } from './step-errors';
import { TotpSetup } from './totp-setup';

const FAILED = 'Could not set up two-factor sign-in. Please try again.';

interface EnrolStepProps {
  challenge: string;
  onSignedIn: (user: PublicUser) => void;
  onExpired: (message: string) => void;
}

/** Admins require a second factor and this account has none: set one up now, before any session. */
export function EnrolStep({ challenge, onSignedIn, onExpired }: EnrolStepProps) {
  const api = useApi();
  const id = useId();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [done, setDone] = useState<{ user: PublicUser; recoveryCodes: string[] } | null>(null);
  const [code, setCode] = useState('');
  const { error, setError, busy, input, send } = useStepSend(onExpired, FAILED);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Only the latest request's secret is shown: a remount (or React's strict mode) asks again.
    let live = true;
    api.auth
      .loginSetup(challenge)
      .then((answer) => live && setSetup(answer))
      .catch((err: unknown) => {
        if (!live) return;
        if (challengeExpired(err)) onExpired(stepError(err, FAILED));
        else setError(stepError(err, FAILED));
      });
    return () => {
      live = false;
    };
  }, [api, challenge, onExpired, setError]);
  useEffect(() => heading.current?.focus(), [done]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) return setError(CODE_MESSAGE);
    await send(async () => setDone(await api.auth.loginEnrol({ challenge, code: typed })));
  }

  if (done) {
    return (
      <div className="space-y-4">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          Two-factor sign-in is on
        </h2>
        <RecoveryCodes codes={done.recoveryCodes} />
        <Button className="w-full" onClick={() => onSignedIn(done.user)}>
          I have saved my recovery codes
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        Set up two-factor sign-in
      </h2>
      <p className="text-sm text-slate-700">Your administrators require a second step at sign-in for every staff account.</p>
      {setup ? <TotpSetup setup={setup} /> : error ? null : <p role="status">Preparing your setup key...</p>}
      <AuthForm onSubmit={onSubmit} busy={busy} disabled={!setup} submitLabel="Turn on and sign in" busyLabel="Verifying...">
        <CodeInput
          ref={input}
          id={`${id}-code`}
          label="Code from the app"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
          hint="The app shows a new 6-digit code every 30 seconds."
        />
      </AuthForm>
    </div>
  );
}
