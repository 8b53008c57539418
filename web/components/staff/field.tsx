import type { ComponentProps, ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500';

/** A labelled input for the staff forms. */
export function Field({ label, id, hint, ...input }: ComponentProps<'input'> & { label: string; id: string; hint?: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} className={inputClass} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
