import { Link } from 'react-router';
import type { ScheduleStatus } from '@contract/blogs';
import { Alert } from '~/components/ui/alert';

/** "9 Dec 2026, 09:00 UTC": the same text on the server and in the browser (no hydration mismatch). */
export function dueText(iso: string, timeZone = 'UTC'): string {
  const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  return `${text} ${timeZone === 'UTC' ? 'UTC' : `(${timeZone})`}`;
}

/**
 * Scheduled posts past their time, from GET /api/blog-schedule (read from the posts, not the job
 * engine: it shows even when jobs are not running). Nothing when none is overdue. `only`: the
 * editor shows the line for its own post.
 */
export function OverdueBanner({ status, only, timeZone }: { status: ScheduleStatus; only?: string; timeZone?: string }) {
  const overdue = only ? status.overdue.filter((p) => p._id === only) : status.overdue;
  if (!overdue.length) return null;
  const count = overdue.length === 1 ? '1 scheduled post is overdue' : `${overdue.length} scheduled posts are overdue`;
  return (
    <Alert tone="error" className="mb-4">
      <p>{count}:</p>
      <ul className="mt-1 list-disc pl-5">
        {overdue.map((p) => (
          <li key={p._id}>
            &lsquo;{p.title}&rsquo; was due at <time dateTime={p.publishAt}>{dueText(p.publishAt, timeZone)}</time>
            {only ? null : (
              <>
                {' — '}
                <Link to={`/blogs/edit/${p._id}`} className="underline">
                  Publish now
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
