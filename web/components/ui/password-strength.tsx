import { useEffect, useState } from 'react';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const COLOURS = ['bg-red-600', 'bg-red-500', 'bg-amber-500', 'bg-green-600', 'bg-green-700'] as const;

/**
 * A strength meter under a new-password field. It is advice only (the server decides what is
 * refused); the estimator is imported on first render, so no other screen downloads it.
 */
export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const [score, setScore] = useState<number | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) {
      setScore(null);
      return;
    }
    let live = true;
    void import('./password-strength-score').then((m) => {
      if (live) setScore(m.passwordScore(password, inputs ? inputs.split('\n') : []));
    });
    return () => {
      live = false;
    };
  }, [password, inputs]);

  if (score === null) return null;
  const label = LABELS[score] ?? LABELS[0];
  return (
    <div className="mt-1 flex items-center gap-2" data-testid="password-strength">
      <div className="h-1.5 w-32 overflow-hidden rounded bg-slate-200" aria-hidden="true">
        <div className={`h-full ${COLOURS[score] ?? COLOURS[0]}`} style={{ width: `${(score + 1) * 20}%` }} />
      </div>
      <p className="text-xs text-slate-700" aria-live="polite">
        Password strength: {label}
      </p>
    </div>
  );
}
