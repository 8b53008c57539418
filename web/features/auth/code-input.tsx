import { forwardRef, type InputHTMLAttributes } from 'react';
import { inputClass } from '~/components/ui/field';

/** A labelled one-time-code input: numeric keypad, the browser's SMS/app autofill, errors described and announced. */
export const CodeInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; recovery?: boolean; hint?: string }
>(function CodeInput({ id, label, error, recovery = false, hint, ...rest }, ref) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={recovery ? 'recoveryCode' : 'code'}
        className={`${inputClass} font-mono tracking-widest`}
        required
        spellCheck={false}
        autoCapitalize="off"
        {...(recovery
          ? { autoComplete: 'off', maxLength: 40 }
          : { autoComplete: 'one-time-code', inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 })}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
      {/* role=alert: a refused code is read out as soon as it appears. */}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
