import type { ReactNode } from 'react';
import type { Blog } from '@contract/blogs';
import { blogContent } from '~/content/blog';
import { variantSrcSet } from '~/lib/image-variants';
import { authorPath } from './feed';
import { formatPostDate } from './format';
import { demoteHeadings, proseClass } from './prose';
import { TagList } from './tag-list';

type ArticlePost = Pick<Blog, 'title' | 'author' | 'authorSlug' | 'readingMinutes' | 'featuredImage' | 'featuredImageAlt' | 'content' | 'tags'>;

/**
 * An article as readers see it: title, byline, featured image, text and tags. The public article and
 * its preview link both render through it, so a preview shows exactly what publishing will show.
 * `date`: when it was published (none for a post that is not yet); `actions` under the byline (staff's
 * "Edit"); `footer` after the tags.
 */
export function ArticleView({ post, date, actions, footer }: { post: ArticlePost; date: string | null; actions?: ReactNode; footer?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="mb-8">
        <h1 className="text-3xl leading-tight font-bold text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-4 text-slate-600">
          By{' '}
          {post.authorSlug ? (
            <a href={authorPath(post.authorSlug)} className="font-medium text-slate-800 underline-offset-4 hover:underline">
              {post.author}
            </a>
          ) : (
            <span className="font-medium text-slate-800">{post.author}</span>
          )}
          {date ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={date}>{formatPostDate(date)}</time>
            </>
          ) : null}
          <span aria-hidden="true"> · </span>
          {blogContent.readingTime(post.readingMinutes)}
        </p>
        {actions}
      </header>
      {post.featuredImage && (
        // A 16:9 box reserved before the image arrives (no layout shift); it is the page's largest paint.
        <img
          src={post.featuredImage}
          srcSet={variantSrcSet(post.featuredImage)}
          sizes="(min-width: 48rem) 46rem, calc(100vw - 2rem)"
          alt={post.featuredImageAlt || `Featured image: ${post.title}`}
          width={1200}
          height={675}
          fetchPriority="high"
          className="mb-10 aspect-[16/9] h-auto w-full rounded-xl object-cover"
        />
      )}
      {/* The API sanitises post HTML on save (the working copy on autosave) and again on read: allow-listed output only. */}
      <div className={proseClass} dangerouslySetInnerHTML={{ __html: demoteHeadings(post.content) }} />
      <footer className="mt-12 flex flex-col gap-6 border-t border-slate-200 pt-6">
        <TagList tags={post.tags} />
        {footer}
      </footer>
    </article>
  );
}
