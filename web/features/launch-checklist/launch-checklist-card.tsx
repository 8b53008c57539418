import { Link } from 'react-router';
import type { LaunchCheck, LaunchChecklist } from '@contract/launch-checklist';

function CheckLink({ check }: { check: LaunchCheck }) {
  const className = 'font-medium text-brand-800 underline underline-offset-2';
  // Staff pages stay in the app; anything else (the deploy guide, a public address) is a plain link.
  return check.href.startsWith('/') ? (
    <Link to={check.href} className={className}>
      {check.label}
    </Link>
  ) : (
    <a href={check.href} className={className}>
      {check.label}
    </a>
  );
}

/**
 * The dashboard's "Before you launch" card (issue 30 point 3, decision 074): each check with its
 * state and the page where it is done. Nothing once every check is done (or for whoever has no list).
 */
export function LaunchChecklistCard({ checklist, className = '' }: { checklist: LaunchChecklist | null; className?: string }) {
  if (!checklist || checklist.done >= checklist.total) return null;
  return (
    <section aria-labelledby="launch-checklist-heading" className={`rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-6 ${className}`}>
      <h2 id="launch-checklist-heading" className="text-lg font-semibold text-slate-900">
        Before you launch — {checklist.done} of {checklist.total} done
      </h2>
      <ul className="mt-3 space-y-2">
        {checklist.items.map((check) => (
          <li key={check.id} data-check={check.id} data-ok={check.ok} className="flex gap-3">
            <span aria-hidden="true" className={check.ok ? 'text-green-700' : 'text-amber-700'}>
              {check.ok ? '✓' : '○'}
            </span>
            <span>
              <span className="sr-only">{check.ok ? 'Done: ' : 'To do: '}</span>
              <CheckLink check={check} />
              {check.detail ? <span className="block text-sm text-slate-700">{check.detail}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
