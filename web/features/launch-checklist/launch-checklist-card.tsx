import { useState } from 'react';
import { Link } from 'react-router';
import type { LaunchCheck, LaunchChecklist } from '@contract/launch-checklist';
import { Button } from '~/components/ui/button';
import { LaunchDialog, TakeBackDialog } from './launch-dialog';

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

const when = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The dashboard's launch card (issue 30 point 3, decision 074; issue 48 point 1, decision 115): before
 * launch, each check with its state and the page where it is done, and Launch; once live, who launched
 * it and when, what is still open, and Take back. Nothing for whoever has no list (not an admin).
 */
export function LaunchChecklistCard({ checklist, className = '' }: { checklist: LaunchChecklist | null; className?: string }) {
  const [dialog, setDialog] = useState<'launch' | 'take-back' | null>(null);
  if (!checklist) return null;
  const { launch, items, done, total } = checklist;
  const open = items.filter((i) => !i.ok);
  const live = launch.launched;
  return (
    <section
      aria-labelledby="launch-checklist-heading"
      className={`rounded-lg border p-4 sm:p-6 ${live ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50'} ${className}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="launch-checklist-heading" className="text-lg font-semibold text-slate-900">
            {live ? 'The site is live' : `Before you launch — ${done} of ${total} done`}
          </h2>
          <p className="text-sm text-slate-700">
            {live && launch.launchedAt
              ? `Launched on ${when(launch.launchedAt)}${launch.launchedBy ? ` by ${launch.launchedBy}` : ''}: search engines may index it.`
              : 'Not launched: search engines are asked not to index the site, robots.txt disallows all and the sitemap is empty.'}
          </p>
        </div>
        {live ? (
          <Button variant="secondary" size="sm" onClick={() => setDialog('take-back')}>
            Take back
          </Button>
        ) : (
          <Button size="sm" onClick={() => setDialog('launch')}>
            Launch…
          </Button>
        )}
      </div>
      {live && !open.length ? null : (
        <ul className="mt-3 space-y-2">
          {(live ? open : items).map((check) => (
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
      )}
      <LaunchDialog open={dialog === 'launch'} openItems={open} onClose={() => setDialog(null)} />
      <TakeBackDialog open={dialog === 'take-back'} onClose={() => setDialog(null)} />
    </section>
  );
}
