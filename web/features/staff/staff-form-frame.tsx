import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Button } from '~/components/ui/button';

interface StaffFormFrameProps {
  /** The heading, and the form's accessible name. */
  title: string;
  /** `useSchemaForm`'s `submit(...)` handler. */
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/** A staff screen's "new ‹thing›" form: a titled card, its fields, and the submit button (its busy text while the fetcher runs). */
export function StaffFormFrame({ title, onSubmit, busy, submitLabel, busyLabel, children }: StaffFormFrameProps) {
  return (
    <form method="post" noValidate className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-label={title} onSubmit={onSubmit}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
      <Button type="submit" disabled={busy} className="min-h-11 lg:min-h-0">
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
