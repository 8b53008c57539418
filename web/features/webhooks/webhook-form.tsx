import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookKind } from '@contract/webhooks';
import { Button } from '~/components/ui/button';
import { fieldClass, labelClass } from '~/features/leads/lead-pipeline';

/** Adding an endpoint: a Standard Webhooks receiver (events to choose) or a chat (new leads only). */
export function WebhookForm({ busy, onSubmit }: { busy: boolean; onSubmit: (form: HTMLFormElement) => void }) {
  const [kind, setKind] = useState<WebhookKind>('standard');
  return (
    <form
      method="post"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label="New webhook"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(e.currentTarget);
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">New webhook</h2>
      <input type="hidden" name="intent" value="create" />
      <label className={labelClass}>
        Address (URL)
        <input name="url" type="url" required maxLength={2000} placeholder="https://crm.example.com/hooks/leads" className={fieldClass} />
      </label>
      <label className={labelClass}>
        Kind
        <select name="kind" value={kind} onChange={(e) => setKind(e.target.value as WebhookKind)} className={fieldClass}>
          <option value="standard">Standard Webhooks (signed JSON)</option>
          <option value="slack">Team chat (Slack-compatible: Slack, Mattermost, Discord, Teams)</option>
        </select>
      </label>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-900">Events</legend>
        {kind === 'slack' ? (
          <>
            <input type="hidden" name="events" value="lead.created" />
            <p className="text-sm text-slate-700">A chat gets a message for each new lead: name, service, budget, source and a link.</p>
            <label className="flex items-center gap-2 text-sm text-slate-900">
              <input type="checkbox" name="includeMessage" /> Include the visitor&apos;s message
            </label>
          </>
        ) : (
          WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-slate-900">
              <input type="checkbox" name="events" value={event} defaultChecked={event === 'lead.created'} /> {WEBHOOK_EVENT_LABELS[event]}{' '}
              <code className="text-xs text-slate-600">{event}</code>
            </label>
          ))
        )}
      </fieldset>
      <label className={labelClass}>
        Description (optional)
        <input name="description" maxLength={200} className={fieldClass} />
      </label>
      <Button type="submit" disabled={busy} className="min-h-11 lg:min-h-0">
        {busy ? 'Adding...' : 'Add webhook'}
      </Button>
    </form>
  );
}
