import { useId } from 'react';
import { useController } from 'react-hook-form';
import { ICON_NAMES } from '@contract/content/common';
import { FACT_TOKENS, findLiteralFigures } from '@contract/content/facts';
import { Field } from '~/components/ui/field';
import { useSchemaFormOptions } from './form-context';
import type { SchemaNode } from './json-schema';

export interface LeafProps {
  name: string;
  label: string;
  schema: SchemaNode;
  /** Absent from the object's `required`: an empty text is sent as no value. */
  optional: boolean;
  nullable: boolean;
}

/** A texts' empty value as the schema wants it: null, absent, or the empty string. */
const emptyText = ({ nullable, optional }: Pick<LeafProps, 'nullable' | 'optional'>) => (nullable ? null : optional ? undefined : '');

/** Texts longer than a line get a text area. */
const isLong = (schema: SchemaNode) => schema.format !== 'uri' && (schema.maxLength ?? 0) > 200;

/** One text, number, choice, yes/no or day of the generated form, chosen by its schema. */
export function ScalarField({ name, label, schema, optional, nullable }: LeafProps) {
  const id = useId();
  const { readOnly, refOptions } = useSchemaFormOptions();
  const { field, fieldState } = useController({ name });
  const error = fieldState.error?.message;
  const value: unknown = field.value;

  if (schema.type === 'boolean')
    return <CheckboxField id={id} label={label} value={value} onChange={field.onChange} error={error} readOnly={readOnly} />;

  const choices: { value: string; label: string }[] | null =
    schema.widget === 'ref' && schema.collection
      ? (refOptions[schema.collection] ?? []).map((o) => ({ value: o.id, label: o.draft ? `${o.name} (draft)` : o.name }))
      : schema.widget === 'icon'
        ? ICON_NAMES.map((n) => ({ value: n, label: n }))
        : schema.enum
          ? schema.enum.map((v) => ({ value: String(v), label: String(v) }))
          : null;
  const required = !optional && !nullable && (schema.minLength ?? 0) > 0;

  if (choices) {
    return (
      <Field id={id} label={label} error={error} required={!optional && !nullable} optional={optional || nullable}>
        {(c) => (
          <select
            {...c}
            name={field.name}
            value={typeof value === 'string' ? value : ''}
            disabled={readOnly}
            onChange={(e) => field.onChange(e.target.value === '' ? emptyText({ nullable, optional }) : e.target.value)}
            onBlur={field.onBlur}
          >
            <option value="">Choose…</option>
            {choices.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }

  if (schema.type === 'number' || schema.type === 'integer') {
    return (
      <Field id={id} label={label} error={error} optional={optional || nullable}>
        {(c) => (
          <input
            {...c}
            type="number"
            name={field.name}
            inputMode={schema.type === 'integer' ? 'numeric' : 'decimal'}
            step={schema.type === 'integer' ? 1 : 'any'}
            min={schema.minimum}
            max={schema.maximum !== undefined && schema.maximum < 1e9 ? schema.maximum : undefined}
            value={typeof value === 'number' ? value : ''}
            readOnly={readOnly}
            onChange={(e) => field.onChange(e.target.value === '' ? (nullable ? null : undefined) : Number(e.target.value))}
            onBlur={field.onBlur}
          />
        )}
      </Field>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const change = (next: string) => field.onChange(next === '' ? emptyText({ nullable, optional }) : next);
  const literal = schema.tokens ? findLiteralFigures(text) : [];
  const hint = schema.tokens ? (
    <TokenHint tokens={!readOnly} onInsert={(token) => change(`${text}${text && !text.endsWith(' ') ? ' ' : ''}{${token}}`)} literal={literal} />
  ) : schema.maxLength && isLong(schema) ? (
    `${text.length} of ${schema.maxLength} characters`
  ) : undefined;
  const common = {
    name: field.name,
    value: text,
    readOnly,
    maxLength: schema.maxLength,
    onBlur: field.onBlur,
  };
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} optional={optional || nullable}>
      {(c) =>
        isLong(schema) ? (
          <textarea {...c} {...common} rows={4} onChange={(e) => change(e.target.value)} />
        ) : (
          <input
            {...c}
            {...common}
            type={schema.widget === 'date' || schema.format === 'date' ? 'date' : schema.format === 'uri' ? 'url' : 'text'}
            onChange={(e) => change(e.target.value)}
          />
        )
      }
    </Field>
  );
}

/** The figure tokens a text may use, each a button adding it, and a warning for figures typed out. */
function TokenHint({ tokens, onInsert, literal }: { tokens: boolean; onInsert: (token: string) => void; literal: string[] }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      {tokens ? (
        <>
          <span>Insert a company figure:</span>
          {FACT_TOKENS.map((t) => (
            <button
              key={t}
              type="button"
              onClick={() => onInsert(t)}
              className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800 hover:bg-slate-100"
            >
              {`{${t}}`}
            </button>
          ))}
        </>
      ) : null}
      {literal.length ? (
        <span className="block w-full text-amber-900">
          “{literal.join('”, “')}” is written out: use a token so every page states the company facts’ figure.
        </span>
      ) : null}
    </span>
  );
}

/** A yes/no (a checkbox whose label is the field's). */
function CheckboxField({
  id,
  label,
  value,
  onChange,
  error,
  readOnly,
}: {
  id: string;
  label: string;
  value: unknown;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  readOnly: boolean | undefined;
}) {
  return (
    <div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={value === true}
          disabled={readOnly}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="size-4"
        />
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
