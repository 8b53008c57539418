import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFormContext, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { CollectionName } from '@contract/content/index';
import { Button } from '~/components/ui/button';
import { SchemaFormProvider, useSchemaFormOptions, type SchemaFormOptions } from './form-context';
import { ImageField } from './image-field';
import { collectionSchema, emptyValue, labelOf, unwrapNullable, type SchemaNode } from './json-schema';
import { LinkField } from './link-field';
import { RichTextField } from './rich-text-field';
import { ScalarField } from './scalar-field';

interface NodeProps {
  name: string;
  label: string;
  schema: SchemaNode;
  optional?: boolean;
}

/** One field of the generated form, its control chosen by the schema's `widget`, else by its type (decision 076). */
export function NodeField({ name, label, schema, optional = false }: NodeProps) {
  const { node, nullable } = unwrapNullable(schema);
  switch (node.widget) {
    case 'image':
      return <ImageField name={name} label={label} nullable={nullable} />;
    case 'link':
      return <LinkField name={name} label={label} nullable={nullable} />;
    case 'richtext':
      return <RichTextField name={name} label={label} legalFacts={node.legalFacts === true} />;
    default:
  }
  if (node.type === 'object') {
    return nullable ? <OptionalBlock name={name} label={label} schema={node} /> : <ObjectFields name={name} label={label} schema={node} />;
  }
  if (node.type === 'array') return <ArrayField name={name} label={label} schema={node} />;
  return <ScalarField name={name} label={label} schema={node} optional={optional} nullable={nullable} />;
}

/** An object's fields in a group named by its label (the form's root has none). */
function ObjectFields({ name, label, schema }: { name: string; label: string | null; schema: SchemaNode }) {
  const fields = Object.entries(schema.properties ?? {}).map(([key, child]) => (
    <NodeField key={key} name={name ? `${name}.${key}` : key} label={labelOf(key)} schema={child} optional={!schema.required?.includes(key)} />
  ));
  if (label === null) return <div className="space-y-5">{fields}</div>;
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      {fields}
    </fieldset>
  );
}

/** A block the item may go without (a secondary button, the review badge): added or removed as a whole. */
function OptionalBlock({ name, label, schema }: { name: string; label: string; schema: SchemaNode }) {
  const value: unknown = useWatch({ name });
  const { setValue } = useFormContext();
  const { readOnly } = useSchemaFormOptions();
  const set = (next: unknown) => setValue(name, next, { shouldDirty: true });
  if (value === null || value === undefined) {
    return (
      <div className="flex flex-wrap items-center gap-2 rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-700">
        <span>{label}: none.</span>
        {readOnly ? null : (
          <Button size="sm" variant="secondary" onClick={() => set(emptyValue(schema))}>
            Add {label.toLowerCase()}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <ObjectFields name={name} label={label} schema={schema} />
      {readOnly ? null : (
        <Button size="sm" variant="ghost" onClick={() => set(null)}>
          Remove {label.toLowerCase()}
        </Button>
      )}
    </div>
  );
}

/** "Use cases" → "Use case", "Related industries" → "Related industry". */
const singular = (label: string) => label.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');

/**
 * A list of entries (stats, phones, related industries): add, remove, move up and down. Entries are
 * remounted after a move or removal (their controls read the form's values afresh) and the moved
 * entry's button keeps the focus.
 */
function ArrayField({ name, label, schema }: { name: string; label: string; schema: SchemaNode }) {
  const { getValues, setValue, getFieldState, formState } = useFormContext();
  const value: unknown = useWatch({ name });
  const { readOnly } = useSchemaFormOptions();
  const [generation, setGeneration] = useState(0);
  const [focus, setFocus] = useState<string | null>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const itemSchema = schema.items ?? {};
  const one = singular(label);
  const error = getFieldState(name, formState).error?.message;

  useEffect(() => {
    if (focus) box.current?.querySelector<HTMLElement>(`[data-focus-key="${focus}"]`)?.focus();
  }, [focus, generation]);

  function change(next: unknown[], focusKey: string | null) {
    setValue(name, next, { shouldDirty: true });
    setGeneration((g) => g + 1);
    setFocus(focusKey);
  }
  const current = () => [...((getValues(name) as unknown[] | undefined) ?? [])];
  function move(from: number, to: number) {
    const next = current();
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    // The same button, unless the entry reached an end where that one is disabled.
    const up = to < from ? to > 0 : to === next.length - 1;
    change(next, `${to}-${up ? 'up' : 'down'}`);
  }

  return (
    <fieldset ref={box} className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      {items.length === 0 ? <p className="text-sm text-slate-700">None yet.</p> : null}
      {items.map((_, i) => (
        <div key={`${generation}-${i}`} className="space-y-2 border-l-4 border-slate-200 pl-3">
          <NodeField name={`${name}.${i}`} label={`${one} ${i + 1}`} schema={itemSchema} />
          {readOnly ? null : (
            <div className="flex flex-wrap gap-1">
              <Button size="sm" variant="ghost" data-focus-key={`${i}-up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                Move {one.toLowerCase()} {i + 1} up
              </Button>
              <Button size="sm" variant="ghost" data-focus-key={`${i}-down`} disabled={i === items.length - 1} onClick={() => move(i, i + 1)}>
                Move {one.toLowerCase()} {i + 1} down
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  change(
                    current().filter((_v, j) => j !== i),
                    'add',
                  )
                }
              >
                Remove {one.toLowerCase()} {i + 1}
              </Button>
            </div>
          )}
        </div>
      ))}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {readOnly || (schema.maxItems !== undefined && items.length >= schema.maxItems) ? null : (
        <Button size="sm" variant="secondary" data-focus-key="add" onClick={() => change([...current(), emptyValue(itemSchema)], null)}>
          Add {one.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}

export interface SchemaFormProps extends SchemaFormOptions {
  collection: CollectionName;
  form: UseFormReturn<FieldValues, unknown, unknown>;
}

/** Every field of a collection's item, generated from the contract's zod schema (its JSON Schema and `meta.widget`). */
export function SchemaForm({ collection, form, ...options }: SchemaFormProps) {
  return (
    <FormProvider {...form}>
      <SchemaFormProvider value={options}>
        <ObjectFields name="" label={null} schema={collectionSchema(collection)} />
      </SchemaFormProvider>
    </FormProvider>
  );
}
