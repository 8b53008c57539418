import type { ZodType } from 'zod';
import { schemaFieldErrors } from '~/lib/forms/field-errors';
import { serverFieldErrors } from '~/lib/forms/server-errors';
import type { IntentAnswer } from './staff-write.server';

/** A refused form post: the toast's text, and each field's message for the form to show at its field. */
export type FieldErrorsAnswer = IntentAnswer & { ok: false; fieldErrors: Partial<Record<string, string>> };

function refusal(intent: string, what: string, fieldErrors: Record<string, string>): FieldErrorsAnswer {
  return { intent, ok: false, error: `Could not ${what}: ${Object.values(fieldErrors)[0] ?? 'check the fields'}`, fieldErrors };
}

/**
 * A staff form's create intent: the posted values checked with the request's contract schema, then
 * `create` called with the body. A refusal, the schema's or the API's 400 naming fields, answers with
 * each field's message (`fieldErrors`, which `useSchemaForm`'s `answerErrors` puts on the fields);
 * any other failure is thrown on to `staffWrite`.
 */
export async function createFromForm<TBody, T extends IntentAnswer>(
  intent: string,
  what: string,
  schema: ZodType<TBody>,
  values: unknown,
  create: (body: TBody) => Promise<T>,
): Promise<T | FieldErrorsAnswer> {
  const checked = schemaFieldErrors(schema, values);
  if (checked.errors) return refusal(intent, what, checked.errors);
  try {
    return await create(checked.data);
  } catch (err) {
    const fields = serverFieldErrors(err);
    if (!fields.length) throw err;
    return refusal(intent, what, Object.fromEntries(fields.map((f) => [f.field, f.message])));
  }
}
