import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { schemaResolver, type SchemaResolverOptions, type SchemaSource } from './schema-resolver';
import { serverFieldErrors, type FieldMessage } from './server-errors';

export interface UseSchemaFormOptions<TValues extends FieldValues, TBody> extends SchemaResolverOptions<TValues> {
  /** The contract schema of the request body, or a function importing it. */
  schema: SchemaSource<TBody>;
  defaultValues: DefaultValues<TValues>;
  /** Field errors of a post sent without JavaScript (the route action's answer); shown until the next submit. */
  initialErrors?: Partial<Record<string, string>>;
  /**
   * Field errors of the latest answer of a route action the form was posted to through a fetcher
   * (a staff screen's 400): put on their fields, the first focused, each time a new object arrives.
   */
  answerErrors?: Partial<Record<string, string>>;
}

export interface SchemaForm<TValues extends FieldValues, TBody> {
  form: UseFormReturn<TValues, unknown, TBody>;
  /** The message to show under a field, or undefined. */
  fieldError: (name: Path<TValues>) => string | undefined;
  /**
   * A submit handler: validates with the schema (focusing the first invalid field), then calls
   * `onValid` with the parsed body. A 400 answer's field errors land on their fields; any other
   * failure (or a 400 naming no field of this form, or the schema failing to load) goes to `onFailure`.
   */
  submit: (onValid: (body: TBody) => unknown, onFailure: (err: unknown) => void) => (e?: BaseSyntheticEvent) => Promise<void>;
}

/** The one form helper: react-hook-form validated by a contract schema, with server errors on the fields. */
export function useSchemaForm<TValues extends FieldValues, TBody>({
  schema,
  defaultValues,
  initialErrors,
  answerErrors,
  ...mapping
}: UseSchemaFormOptions<TValues, TBody>): SchemaForm<TValues, TBody> {
  const [resolver] = useState(() => schemaResolver<TValues, TBody>(schema, mapping));
  const form = useForm<TValues, unknown, TBody>({ resolver, defaultValues });
  const { errors, submitCount } = form.formState;

  function fieldError(name: Path<TValues>): string | undefined {
    const own = (get(errors, name) as { message?: string } | undefined)?.message;
    return own ?? (submitCount === 0 ? initialErrors?.[name] : undefined);
  }

  /** Puts messages naming this form's fields on them (the first focused); false when none names one. */
  function placeErrors(messages: FieldMessage[]): boolean {
    const values = form.getValues();
    const known = new Set(Object.keys(values));
    // A nested field ('weekly.2.to', an array's item) counts when the form holds a value there.
    const fields = messages.filter((e) => known.has(e.field) || get(values, e.field) !== undefined);
    fields.forEach(({ field, message }, i) => form.setError(field as Path<TValues>, { type: 'server', message }, { shouldFocus: i === 0 }));
    return fields.length > 0;
  }

  const showServerErrors = (err: unknown) => placeErrors(serverFieldErrors(err, mapping.fieldNames));

  useEffect(() => {
    if (!answerErrors) return;
    placeErrors(Object.entries(answerErrors).map(([name, message]) => ({ field: mapping.fieldNames?.[name] ?? name, message: message ?? '' })));
    // A new answer object is a new answer; the form and the mapping are the same across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answerErrors]);

  const submit: SchemaForm<TValues, TBody>['submit'] = (onValid, onFailure) => {
    const handler = form.handleSubmit(async (body) => {
      try {
        await onValid(body);
      } catch (err) {
        if (!showServerErrors(err)) onFailure(err);
      }
    });
    return (e) => handler(e).catch(onFailure);
  };

  return { form, fieldError, submit };
}
