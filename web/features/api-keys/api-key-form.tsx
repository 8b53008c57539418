import { API_SCOPE_LABELS, API_SCOPES } from '@contract/api-keys';
import { Button } from '~/components/ui/button';
import { fieldClass, labelClass } from '~/features/leads/lead-pipeline';

/** Creating a key: a name that says who uses it, and the scopes it gets. */
export function ApiKeyForm({ busy, onSubmit }: { busy: boolean; onSubmit: (form: HTMLFormElement) => void }) {
  return (
    <form
      method="post"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label="New API key"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(e.currentTarget);
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">New API key</h2>
      <input type="hidden" name="intent" value="create" />
      <label className={labelClass}>
        Name
        <input name="name" required maxLength={80} placeholder="Zapier: leads to the CRM" className={fieldClass} />
      </label>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-900">Scopes</legend>
        {API_SCOPES.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm text-slate-900">
            <input type="checkbox" name="scopes" value={scope} /> {API_SCOPE_LABELS[scope]} <code className="text-xs text-slate-600">{scope}</code>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={busy} className="min-h-11 lg:min-h-0">
        {busy ? 'Creating...' : 'Create key'}
      </Button>
    </form>
  );
}
