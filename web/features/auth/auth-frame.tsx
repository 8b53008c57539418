import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthFrameProps {
  /** The page's heading. */
  title: string;
  children: ReactNode;
  /** The link under the card, to the other signed-out page. */
  footer: { to: string; label: string };
}

/** The signed-out pages' frame (sign-in, forgot and reset password): one centred card, its heading, and a link on. */
export function AuthFrame({ title, children, footer }: AuthFrameProps) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow-md">
        <h1 className="mb-4 text-center text-2xl font-bold text-slate-900">{title}</h1>
        {children}
        <p className="mt-4 text-center text-sm">
          <Link to={footer.to} className="text-brand-700 underline hover:text-brand-800">
            {footer.label}
          </Link>
        </p>
      </div>
    </main>
  );
}

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The submit button's text, and its text while the request runs. */
  submitLabel: string;
  busyLabel: string;
  /** Not sendable yet (before hydration, before the setup key arrived). */
  disabled?: boolean;
  hidden?: boolean;
  /** Let the browser check `required` and `type` before the form's own check (the sign-in's password form). */
  browserValidation?: boolean;
  children: ReactNode;
}

/** A signed-out form (sign-in, its second step, enrolment, forgot and reset password): its fields and one full-width submit button. */
export function AuthForm({ onSubmit, busy, submitLabel, busyLabel, disabled = false, hidden, browserValidation = false, children }: AuthFormProps) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate={!browserValidation} className="space-y-4" hidden={hidden}>
      {children}
      <button
        type="submit"
        disabled={busy || disabled}
        className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
