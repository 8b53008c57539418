import type { ZodType } from 'zod';

/**
 * The first message per top-level field when `value` fails `schema`, or null when it passes with
 * `data`: the check a route action runs on a post sent without JavaScript, with the same schema
 * and messages as the form in the browser.
 */
export function schemaFieldErrors<T>(
  schema: ZodType<T>,
  value: unknown,
  fieldNames: Partial<Record<string, string>> = {},
): { data: T; errors: null } | { data: null; errors: Record<string, string> } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'root');
    errors[fieldNames[key] ?? key] ??= issue.message;
  }
  return { data: null, errors };
}
