import { useId } from 'react';
import { API_SCOPE_LABELS, API_SCOPES, createApiKeyBody, type CreateApiKeyBody } from '@contract/api-keys';
import { ChoiceGroup } from '~/components/ui/choice-group';
import { Field } from '~/components/ui/field';
import { StaffFormFrame } from '~/features/staff/staff-form-frame';
import type { StaffFormProps } from '~/features/staff/staff-form-props';
import { useSchemaForm } from '~/lib/forms/use-schema-form';

/** Creating a key: a name that says who uses it, and the scopes it gets. */
export function ApiKeyForm({ busy, fieldErrors, onSubmit }: StaffFormProps<Pick<CreateApiKeyBody, 'name' | 'scopes'>>) {
  const id = useId();
  const { form, fieldError, submit } = useSchemaForm({
    schema: createApiKeyBody,
    defaultValues: { name: '', scopes: [] as string[] },
    answerErrors: fieldErrors,
  });
  // Registered here, before the scopes, so a failed check focuses the name first.
  const nameField = form.register('name');
  return (
    <StaffFormFrame title="New API key" onSubmit={submit(onSubmit, () => undefined)} busy={busy} submitLabel="Create key" busyLabel="Creating...">
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
    </StaffFormFrame>
  );
}
