import type { ReactNode } from 'react';

/** The one input style of the site's forms (inputs, selects, textareas). */
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-600';

/** What a field hands its control: spread it onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** The message under the control; marks it invalid and describes it. */
  error?: string;
  hint?: ReactNode;
  /** Adds a visual asterisk (the control itself carries `required`). */
  required?: boolean;
  /** Adds '(optional)' to the label. */
  optional?: boolean;
  /** The label is read by screen readers only (a form with a visible heading instead). */
  labelHidden?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** The one labelled form field: label, control, hint and error message, wired for assistive technology. */
export function Field({ id, label, error, hint, required, optional, labelHidden, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'block text-sm font-medium text-slate-800'}>
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, className: inputClass, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
