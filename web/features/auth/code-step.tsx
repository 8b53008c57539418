import { useEffect, useId, useState, type FormEvent } from 'react';
import { CODE_MESSAGE, type SecondFactorMethod } from '@contract/two-factor';
import type { PublicUser } from '@contract/users';
import { useApi } from '~/lib/api/use-api';
import { AuthForm } from './auth-frame';
import { CodeInput } from './code-input';
import { PasskeySignIn } from './passkey-sign-in';
import { useStepSend } from './step-errors';

const FAILED = 'Could not check the code. Please try again.';

interface CodeStepProps {
  challenge: string;
  onSignedIn: (user: PublicUser) => void;
  /** The challenge expired: back to the password, with this message. */
  onExpired: (message: string) => void;
  /** How the account can answer (the login answer's `methods`); a code when absent. */
  methods?: SecondFactorMethod[];
}

/** The sign-in's second step: a code from the authenticator app, or one recovery code, or one of the account's passkeys. */
export function CodeStep({ challenge, onSignedIn, onExpired, methods = ['code'] }: CodeStepProps) {
  if (!methods.includes('code')) {
    return (
      <div className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">Two-factor sign-in</h2>
        <p className="text-sm text-slate-700">Confirm with one of your passkeys.</p>
        <PasskeySignIn challenge={challenge} onSignedIn={onSignedIn} onExpired={onExpired} label="Use your passkey" />
      </div>
    );
  }
  return <AppCodeStep challenge={challenge} onSignedIn={onSignedIn} onExpired={onExpired} passkey={methods.includes('passkey')} />;
}

function AppCodeStep({ challenge, onSignedIn, onExpired, passkey }: Omit<CodeStepProps, 'methods'> & { passkey: boolean }) {
  const api = useApi();
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const { error, setError, busy, input, send } = useStepSend(onExpired, FAILED);
  useEffect(() => input.current?.focus(), [input, recovery]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const code = value.replace(/\s/g, '');
    if (!recovery && !/^\d{6}$/.test(code)) return setError(CODE_MESSAGE);
    if (recovery && !value.trim()) return setError('Enter one of your recovery codes');
    await send(async () => {
      const { user } = await api.auth.loginWithCode(recovery ? { challenge, recoveryCode: value.trim() } : { challenge, code });
      onSignedIn(user);
    });
  }

  function switchMode() {
    setRecovery((r) => !r);
    setValue('');
    setError('');
  }

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Two-factor sign-in</h2>
      <p className="text-sm text-slate-700">
        {recovery ? 'Enter one of the recovery codes you saved. Each works once.' : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <AuthForm onSubmit={onSubmit} busy={busy} submitLabel="Verify" busyLabel="Verifying...">
        <CodeInput
          key={recovery ? 'recovery' : 'code'}
          ref={input}
          id={`${id}-${recovery ? 'recovery' : 'code'}`}
          label={recovery ? 'Recovery code' : 'Authentication code'}
          recovery={recovery}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
        />
      </AuthForm>
      <button type="button" onClick={switchMode} className="text-sm text-brand-700 underline hover:text-brand-800">
        {recovery ? 'Use a code from your app' : 'Use a recovery code'}
      </button>
      {passkey ? <PasskeySignIn challenge={challenge} onSignedIn={onSignedIn} onExpired={onExpired} label="Use a passkey instead" /> : null}
    </div>
  );
}
