import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { Blog } from '@contract/blogs';
import { blogContent } from '~/content/blog';
import { variantSrcSet } from '~/lib/image-variants';
import { formatPostDate } from './format';
import { Snippet, type SnippetSegments } from './snippet';

type CardPost = Pick<Blog, 'slug' | 'title' | 'createdAt' | 'excerpt' | 'featuredImage'> &
  Partial<Pick<Blog, 'publishedAt' | 'readingMinutes'>> & { snippet?: SnippetSegments | undefined };

/** Only what a card prints, so a page's hydration data stays small. */
export function cardOf<P extends CardPost & { _id: string }>(post: P) {
  const { _id, slug, title, publishedAt, createdAt, excerpt, featuredImage, readingMinutes } = post;
  return { _id, slug, title, publishedAt, createdAt, excerpt, featuredImage, readingMinutes };
}

/** A published post on /blog, a tag or author page: image (or placeholder), title, date, reading time, excerpt (or a search's snippet), Read More. */
export function PostCard({ post, first = false }: { post: CardPost; first?: boolean }) {
  const href = `/blogs/${encodeURIComponent(post.slug)}`;
  const date = post.publishedAt ?? post.createdAt;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {post.featuredImage ? (
        <img
          src={post.featuredImage}
          srcSet={variantSrcSet(post.featuredImage)}
          sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
          alt=""
          // The first card's image is above the fold on a phone and is the page's largest paint: never lazy.
          {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-navy-900 via-brand-800 to-brand-600"
        >
          <FileText size={48} strokeWidth={1.5} className="text-white/70" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-lg leading-snug font-semibold text-slate-900">
          <Link to={href} className="hover:text-brand-700 focus-visible:text-brand-700">
            {post.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">
          <time dateTime={date}>{formatPostDate(date)}</time>
          {post.readingMinutes ? <span> · {blogContent.readingTime(post.readingMinutes)}</span> : null}
        </p>
        {post.snippet && post.snippet.length > 0 ? (
          <Snippet segments={post.snippet} />
        ) : (
          post.excerpt && <p className="line-clamp-3 text-slate-700">{post.excerpt}</p>
        )}
        <Link
          to={href}
          className="mt-auto inline-flex w-fit items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          {blogContent.index.readMore}
          <span className="sr-only"> about {post.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** The cards of /blog, a search, a tag or an author page, three across on wide screens. */
export function PostCardGrid({ posts }: { posts: (CardPost & { _id: string })[] }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, i) => (
        <li key={post._id} className="flex">
          <PostCard post={post} first={i === 0} />
        </li>
      ))}
    </ul>
  );
}
