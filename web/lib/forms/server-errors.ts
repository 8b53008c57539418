import { ApiRequestError } from '~/lib/api/errors';

export interface FieldMessage {
  field: string;
  message: string;
}

/**
 * The field errors of a 400 answer (`{ message, errors: [{ field, message }] }`), one per field,
 * renamed to the form's field names where they differ.
 */
export function serverFieldErrors(err: unknown, fieldNames: Partial<Record<string, string>> = {}): FieldMessage[] {
  if (!(err instanceof ApiRequestError) || err.status !== 400) return [];
  const seen = new Set<string>();
  const out: FieldMessage[] = [];
  for (const { field, message } of err.body?.errors ?? []) {
    const name = fieldNames[field] ?? field;
    if (!name || seen.has(name)) continue;
    seen.add(name);
    out.push({ field: name, message });
  }
  return out;
}
