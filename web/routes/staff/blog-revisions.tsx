import { useState } from 'react';
import { SERVER_VIEWER, useLocalTime } from '~/lib/use-local-time';
import { dateTimeFor } from '~/lib/format';
import { Link, useFetcher, useSearchParams } from 'react-router';
import type { Blog } from '@contract/blogs';
import type { Revision, RevisionKind } from '@contract/blog-revisions';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Pager } from '~/components/ui/pager';
import { SideBySide, type ComparedVersion } from '~/features/blog-editor/diff/side-by-side';
import { staffApi, staffRead } from '~/features/staff/staff-api.server';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import { useActionToast, type ActionAnswer } from '~/features/staff/use-action-toast';
import { BlogConflictError } from '~/lib/api/errors';
import type { Route } from './+types/blog-revisions';

export const meta: Route.MetaFunction = () => [{ title: 'Revisions | Staff' }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Revisions', failure: 'Blog not found' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

const PAGE_SIZE = 20;

const KIND_LABELS: Record<RevisionKind, string> = {
  draft: 'Draft saved',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
  working: 'Unpublished changes',
  restored: 'Restored',
  autopublished: 'Published by the scheduler',
};

const pageOf = (params: URLSearchParams) => Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

/** A post's revisions (newest first) and one of them compared with the post as saved, or with another revision. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const page = pageOf(query);
  const [post, revisions] = await Promise.all([
    staffRead(request, context, (api) => api.blogs.get(params.id), 'Blog not found'),
    staffRead(request, context, (api) => api.blogs.revisions(params.id, { page, pageSize: PAGE_SIZE }), 'Could not load the revisions'),
  ]);
  const selectedId = query.get('rev') ?? revisions.items[0]?._id;
  const againstId = query.get('against');
  const [selected, against] = await Promise.all([
    selectedId ? staffRead(request, context, (api) => api.blogs.revision(params.id, selectedId), 'Revision not found') : null,
    againstId ? staffRead(request, context, (api) => api.blogs.revision(params.id, againstId), 'Revision not found') : null,
  ]);
  return { post, revisions: revisions.items, total: revisions.total, page, selected, against };
}

/** Restore: into the post (draft, scheduled) or into its unpublished changes (published). */
export async function action({ request, context, params }: Route.ActionArgs): Promise<ActionAnswer> {
  const form = await request.formData();
  const revisionId = String(form.get('revisionId') ?? '');
  const version = Number(form.get('version'));
  try {
    const post = await staffApi(request, context, (api) => api.blogs.restore(params.id, revisionId, { version }));
    return { ok: true, toast: post.status === 'published' ? 'Restored into your unpublished changes' : 'Restored as a new version' };
  } catch (err) {
    if (err instanceof BlogConflictError) {
      return {
        error: `${err.conflict.changedBy.name} saved this post at ${dateTimeFor(err.conflict.changedBy.at, SERVER_VIEWER)} UTC: reload before restoring.`,
      };
    }
    if (err instanceof Response) throw err;
    return { error: 'Could not restore this revision.' };
  }
}

const fromRevision = (r: Revision): ComparedVersion => ({ title: r.title, content: r.content, settings: r.settings });
const fromPost = (p: Blog): ComparedVersion => ({
  title: p.title,
  content: p.content,
  settings: {
    slug: p.slug,
    excerpt: p.excerptIsCustom ? p.excerpt : '',
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    socialImage: p.socialImage,
    featuredImageAlt: p.featuredImageAlt,
    authorId: p.authorId,
    publishedAt: p.publishedAt,
  },
});

const revisionLabel = (r: Revision, localDateTime: (iso: string) => string) =>
  `${KIND_LABELS[r.kind]} by ${r.actorName}, ${localDateTime(r.createdAt)}`;

export default function BlogRevisions({ loaderData }: Route.ComponentProps) {
  const { dateTime: localDateTime } = useLocalTime();
  const { post, revisions, total, page, selected, against } = loaderData;
  const [params] = useSearchParams();
  const fetcher = useFetcher<ActionAnswer>();
  const [confirming, setConfirming] = useState(false);
  useActionToast(fetcher, () => setConfirming(false));
  const link = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return `?${next.toString()}`;
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Revisions of “{post.title}”</h1>
        <Link to={`/blogs/edit/${post._id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Back to the editor
        </Link>
      </div>
      <section aria-labelledby="revision-list-heading">
        <h2 id="revision-list-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Saved versions
        </h2>
        {revisions.length === 0 ? (
          <p className="text-sm text-slate-700">No revisions yet.</p>
        ) : (
          <ol className="divide-y divide-slate-200 rounded border border-slate-200">
            {revisions.map((r) => {
              const isSelected = r._id === selected?._id;
              const isAgainst = r._id === against?._id;
              return (
                <li key={r._id} className={`flex flex-wrap items-center gap-3 p-2 text-sm ${isSelected ? 'bg-brand-50' : ''}`}>
                  <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">{KIND_LABELS[r.kind]}</span>
                  <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{r.title}</span>
                  <span className="text-slate-700">
                    {r.actorName}, <time dateTime={r.createdAt}>{localDateTime(r.createdAt)}</time>
                  </span>
                  <Link
                    to={link({ rev: r._id, against: isAgainst ? null : (against?._id ?? null) })}
                    aria-current={isSelected ? 'true' : undefined}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {isSelected ? 'Shown' : 'Show'}
                    <span className="sr-only"> {r.title}</span>
                  </Link>
                  {!isSelected && (
                    <Link to={link({ against: isAgainst ? null : r._id })} className="text-brand-700 underline-offset-4 hover:underline">
                      {isAgainst ? 'Compare with the post' : 'Compare with this'}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        <div className="mt-2">
          <Pager page={page} pageSize={PAGE_SIZE} total={total} params={params} label="Revision pages" />
        </div>
      </section>
      {selected && (
        <section aria-labelledby="compare-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="compare-heading" className="text-lg font-semibold text-slate-900">
              What changed
            </h2>
            <Button type="button" onClick={() => setConfirming(true)}>
              Restore this version
            </Button>
          </div>
          <SideBySide
            left={fromRevision(selected)}
            right={against ? fromRevision(against) : fromPost(post)}
            labels={[revisionLabel(selected, localDateTime), against ? revisionLabel(against, localDateTime) : 'The post as saved now']}
          />
          <ConfirmDialog
            open={confirming}
            title="Restore this version?"
            confirmLabel="Restore"
            busyLabel="Restoring…"
            busy={fetcher.state !== 'idle'}
            onCancel={() => setConfirming(false)}
            onConfirm={() => fetcher.submit({ revisionId: selected._id, version: String(post.version) }, { method: 'post' })}
          >
            {post.status === 'published'
              ? 'Its text goes into your unpublished changes; visitors keep the published version until you Update.'
              : 'The post gets this version’s text and settings as a new version. Its address and schedule stay.'}
          </ConfirmDialog>
        </section>
      )}
    </div>
  );
}
