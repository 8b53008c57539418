import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { ContentLink } from '@contract/content/common';
import { Field } from '~/components/ui/field';
import { useSchemaFormOptions } from './form-context';

const KINDS = [
  { kind: 'service', label: 'A service' },
  { kind: 'caseStudy', label: 'A case study' },
  { kind: 'page', label: 'A page of this site' },
  { kind: 'url', label: 'Another site' },
] as const;

type LinkValue = Partial<ContentLink> & { id?: string; path?: string; url?: string };

/** Where a card or button leads: the kind, then the service or case study, the path or the address. */
export function LinkField({ name, label, nullable }: { name: string; label: string; nullable: boolean }) {
  const ids = { kind: useId(), target: useId() };
  const { readOnly, refOptions } = useSchemaFormOptions();
  const { field, fieldState } = useController({ name });
  const { getFieldState, formState } = useFormContext();
  const value = field.value as LinkValue | null;
  const kind = value?.kind ?? '';
  // The union's message lands on the link or on its target field.
  const error = fieldState.error?.message ?? ['id', 'path', 'url'].map((k) => getFieldState(`${name}.${k}`, formState).error?.message).find(Boolean);

  function setKind(next: string) {
    if (next === '') field.onChange(null);
    else if (next === 'page') field.onChange({ kind: next, path: '/' });
    else if (next === 'url') field.onChange({ kind: next, url: '' });
    else field.onChange({ kind: next, id: '' });
  }

  const options = kind === 'service' ? refOptions.services : kind === 'caseStudy' ? refOptions['case-studies'] : undefined;
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <Field id={ids.kind} label="Leads to">
        {(c) => (
          <select {...c} value={kind} disabled={readOnly} onChange={(e) => setKind(e.target.value)}>
            {nullable ? <option value="">Nowhere (no link)</option> : null}
            {KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {options ? (
        <Field id={ids.target} label={kind === 'service' ? 'Service' : 'Case study'} error={error} required>
          {(c) => (
            <select {...c} value={value?.id ?? ''} disabled={readOnly} onChange={(e) => field.onChange({ kind, id: e.target.value })}>
              <option value="">Choose…</option>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.draft ? `${o.name} (draft)` : o.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : kind === 'page' || kind === 'url' ? (
        <Field id={ids.target} label={kind === 'page' ? 'Path' : 'Address'} error={error} required>
          {(c) => (
            <input
              {...c}
              type={kind === 'url' ? 'url' : 'text'}
              readOnly={readOnly}
              value={(kind === 'page' ? value?.path : value?.url) ?? ''}
              placeholder={kind === 'page' ? '/services' : 'https://'}
              onChange={(e) => field.onChange(kind === 'page' ? { kind, path: e.target.value } : { kind, url: e.target.value })}
            />
          )}
        </Field>
      ) : null}
    </fieldset>
  );
}
