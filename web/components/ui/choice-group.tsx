import type { ReactNode } from 'react';

/** A group of checkboxes or radios under a legend, with the group's error message (as `Field` has for one control). */
export function ChoiceGroup({ id, legend, error, children }: { id: string; legend: ReactNode; error?: string; children: ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} className="space-y-1" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
