import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/** A contract schema, or a function that imports it (public pages keep zod off the first paint). */
export type SchemaSource<TBody> = ZodType<TBody> | (() => Promise<ZodType<TBody>>);

export interface SchemaResolverOptions<TValues extends FieldValues> {
  /** Builds the request body from the form's values when the two differ (phone from country + number). */
  toBody?: (values: TValues) => unknown;
  /** Which form field shows a body field's errors, when the names differ ({ phone: 'phoneNumber' }). */
  fieldNames?: Partial<Record<string, keyof TValues & string>>;
}

/**
 * A react-hook-form resolver that validates with a contract schema through @hookform/resolvers' zod
 * resolver. The resolver, and a lazily given schema (and with it zod), are imported on the first
 * validation, so a page that only renders the form never downloads them. A failed import rejects and is retried on
 * the next submit.
 */
export function schemaResolver<TValues extends FieldValues, TBody>(
  source: SchemaSource<TBody>,
  { toBody, fieldNames = {} }: SchemaResolverOptions<TValues> = {},
): Resolver<TValues, unknown, TBody> {
  let ready: Promise<Resolver<FieldValues, unknown, TBody>> | null = null;
  // Imported on first use too: the islands script every public visitor downloads stays without it.
  const load = () =>
    Promise.all([import('@hookform/resolvers/zod'), typeof source === 'function' ? source() : source]).then(
      // The resolver's overloads are typed per zod build; the contract's schemas are zod 4's.
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, TBody>,
    );
  return async (values, context, options) => {
    ready ??= load().catch((err: unknown) => {
      ready = null;
      throw err;
    });
    const resolve = await ready;
    const body = (toBody ? toBody(values) : values) as FieldValues;
    const result = await resolve(body, context, options as never);
    if (!Object.keys(result.errors).length) return result as never;
    const errors: Record<string, unknown> = {};
    for (const [name, error] of Object.entries(result.errors)) errors[fieldNames[name] ?? name] = error;
    return { values: {}, errors } as never;
  };
}
