import { useId, useRef } from 'react';
import { API_SCOPE_LABELS, API_SCOPES, createApiKeyBody } from '@contract/api-keys';
import { Button } from '~/components/ui/button';
import { ChoiceGroup } from '~/components/ui/choice-group';
import { Field } from '~/components/ui/field';
import type { StaffFormProps } from '~/features/staff/staff-form-props';
import { useSchemaForm } from '~/lib/forms/use-schema-form';

/** Creating a key: a name that says who uses it, and the scopes it gets. */
export function ApiKeyForm({ busy, fieldErrors, onSubmit }: StaffFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, fieldError, submit } = useSchemaForm({
    schema: createApiKeyBody,
    defaultValues: { name: '', scopes: [] as string[] },
    answerErrors: fieldErrors,
  });
  // Registered here, before the scopes, so a failed check focuses the name first.
  const nameField = form.register('name');
  const onValid = () => formRef.current && onSubmit(formRef.current);
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label="New API key"
      onSubmit={submit(onValid, () => undefined)}
    >
      <h2 className="text-lg font-semibold text-slate-900">New API key</h2>
      <input type="hidden" name="intent" value="create" />
      <Field id={`${id}-name`} label="Name" required error={fieldError('name')}>
        {(c) => <input {...c} {...nameField} maxLength={80} placeholder="Zapier: leads to the CRM" />}
      </Field>
      <ChoiceGroup id={`${id}-scopes`} legend="Scopes" error={fieldError('scopes')}>
        {API_SCOPES.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm text-slate-900">
            <input type="checkbox" value={scope} {...form.register('scopes')} /> {API_SCOPE_LABELS[scope]}{' '}
            <code className="text-xs text-slate-600">{scope}</code>
          </label>
        ))}
      </ChoiceGroup>
      <Button type="submit" disabled={busy} className="min-h-11 lg:min-h-0">
        {busy ? 'Creating...' : 'Create key'}
      </Button>
    </form>
  );
}
