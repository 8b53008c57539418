import { data, Link } from 'react-router';
import { formatPostDate } from '~/features/blog/format';
import { demoteHeadings, proseClass } from '~/features/blog/prose';
import { TagList } from '~/features/blog/tag-list';
import { site } from '~/content/site';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import type { Route } from './+types/preview';

const GONE = 'This preview link has expired or was revoked';

/** A preview link (decision 050): the unpublished text, for whoever holds the link. */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { post: await serverApi(context).blogs.previewByToken(params.token) };
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return data({ post: null }, { status: 404 });
    throw err;
  }
}

/** Someone's unpublished text: no page cache keeps it (page-cache.ts refuses no-store/private), no engine lists it. */
export function headers() {
  return { 'Cache-Control': 'no-store, private', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.post ? `Preview: ${loaded.post.title}` : GONE} | ${site.name}` },
  { name: 'robots', content: 'noindex' },
];

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-6 p-8 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{GONE}</h1>
        <p className="text-slate-700">Ask the writer for a new link.</p>
        <Link to="/blog" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          See all articles
        </Link>
      </div>
    );
  }
  return (
    <div className="bg-white">
      <p role="note" className="border-b border-amber-300 bg-amber-100 px-4 py-3 text-center text-sm font-medium text-amber-950">
        Preview — not published. This link works until {formatPostDate(post.previewExpiresAt)}.
      </p>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <header className="mb-8">
          <h1 className="text-3xl leading-tight font-bold text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-slate-600">
            By <span className="font-medium text-slate-800">{post.author}</span>
            <span aria-hidden="true"> · </span>
            {post.readingMinutes} min read
          </p>
        </header>
        {post.featuredImage && (
          <img
            src={post.featuredImage}
            alt={post.featuredImageAlt || `Featured image: ${post.title}`}
            width={1200}
            height={675}
            className="mb-10 aspect-[16/9] h-auto w-full rounded-xl object-cover"
          />
        )}
        {/* Sanitised by the API (the working copy on autosave, the post on save): allow-listed HTML only. */}
        <div className={proseClass} dangerouslySetInnerHTML={{ __html: demoteHeadings(post.content) }} />
        <footer className="mt-12 border-t border-slate-200 pt-6">
          <TagList tags={post.tags} />
        </footer>
      </article>
    </div>
  );
}
