import { useId } from 'react';
import { CHAT_EVENTS, createWebhookBody, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type CreateWebhookBody, type WebhookKind } from '@contract/webhooks';
import { ChoiceGroup } from '~/components/ui/choice-group';
import { Field } from '~/components/ui/field';
import { StaffFormFrame } from '~/features/staff/staff-form-frame';
import type { StaffFormProps } from '~/features/staff/staff-form-props';
import { useSchemaForm } from '~/lib/forms/use-schema-form';

interface WebhookFormValues {
  url: string;
  kind: WebhookKind;
  events: string[];
  description: string;
  includeMessage: boolean;
}

const NEW_WEBHOOK: WebhookFormValues = { url: '', kind: 'standard', events: ['lead.created'], description: '', includeMessage: false };

/** Adding an endpoint: a Standard Webhooks receiver (events to choose) or a chat (new leads only). */
export function WebhookForm({ busy, fieldErrors, onSubmit }: StaffFormProps<CreateWebhookBody>) {
  const id = useId();
  const { form, fieldError, submit } = useSchemaForm({
    schema: createWebhookBody,
    defaultValues: NEW_WEBHOOK,
    // A chat's events are fixed: the checkboxes left behind by a switch from Standard do not count.
    toBody: (v: WebhookFormValues) => (v.kind === 'slack' ? { ...v, events: [...CHAT_EVENTS] } : v),
    answerErrors: fieldErrors,
  });
  const kind = form.watch('kind');
  // Registered in the order shown (the events in the body, the description in its Field), so a failed check focuses the first field in error.
  const fields = { url: form.register('url'), kind: form.register('kind') };
  return (
    <StaffFormFrame title="New webhook" onSubmit={submit(onSubmit, () => undefined)} busy={busy} submitLabel="Add webhook" busyLabel="Adding...">
      <Field id={`${id}-url`} label="Address (URL)" required error={fieldError('url')}>
        {(c) => <input {...c} {...fields.url} type="url" maxLength={2000} placeholder="https://crm.example.com/hooks/leads" />}
      </Field>
      <Field id={`${id}-kind`} label="Kind" error={fieldError('kind')}>
        {(c) => (
          <select {...c} {...fields.kind}>
            <option value="standard">Standard Webhooks (signed JSON)</option>
            <option value="slack">Team chat (Slack-compatible: Slack, Mattermost, Discord, Teams)</option>
          </select>
        )}
      </Field>
      <ChoiceGroup id={`${id}-events`} legend="Events" error={fieldError('events')}>
        {kind === 'slack' ? (
          <>
            <p className="text-sm text-slate-700">A chat gets a message for each new lead: name, service, budget, source and a link.</p>
            <label className="flex items-center gap-2 text-sm text-slate-900">
              <input type="checkbox" {...form.register('includeMessage')} /> Include the visitor&apos;s message
            </label>
          </>
        ) : (
          WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-slate-900">
              <input type="checkbox" value={event} {...form.register('events')} /> {WEBHOOK_EVENT_LABELS[event]}{' '}
              <code className="text-xs text-slate-600">{event}</code>
            </label>
          ))
        )}
      </ChoiceGroup>
      <Field id={`${id}-description`} label="Description" optional error={fieldError('description')}>
        {(c) => <input {...c} {...form.register('description')} maxLength={200} />}
      </Field>
    </StaffFormFrame>
  );
}
