import { data, Link, redirect, useRouteLoaderData } from 'react-router';
import { absoluteUrl, formatPostDate } from '~/features/blog/format';
import { JsonLd } from '~/features/blog/json-ld';
import { demoteHeadings, proseClass } from '~/features/blog/prose';
import { TagList } from '~/features/blog/tag-list';
import { blogContent } from '~/content/blog';
import { site } from '~/content/site';
import { ApiRequestError, PostMovedError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import { seo, siteUrlFrom } from '~/lib/seo';
import { variantSrcSet } from '~/lib/image-variants';
import type { Route } from './+types/article';

const copy = blogContent.article;

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    // Anonymous on purpose: published posts only, the same page for every visitor (and the page cache).
    const post = await serverApi(context).blogs.get(params.slug);
    // A former address (decision 051) whose 301 the API's fetch followed (a separate API host).
    if (post.slug !== params.slug && post._id !== params.slug) return redirect(`/blogs/${encodeURIComponent(post.slug)}`, 301);
    return { post };
  } catch (err) {
    // The same, answered as the API's 301 (the in-process fetch does not follow redirects).
    if (err instanceof PostMovedError) return redirect(`/blogs/${encodeURIComponent(err.slug)}`, 301);
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return data({ post: null }, { status: 404 });
    throw err;
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) => {
  const siteUrl = siteUrlFrom(matches);
  const post = loaded?.post;
  if (!post) return [{ title: `${copy.notFound} | ${site.name}` }, { name: 'robots', content: 'noindex' }];
  return seo({
    title: `${post.title} | ${site.name}`,
    description: post.excerpt || blogContent.index.description,
    path: `/blogs/${encodeURIComponent(params.slug)}`,
    siteUrl,
    type: 'article',
    ...(post.featuredImage ? { image: post.featuredImage } : {}),
  });
};

interface RootData {
  nonce?: string;
  siteUrl?: string;
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const { post } = loaderData;

  if (!post) {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-6 p-8 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{copy.notFound}</h1>
        <Link to="/blog" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          See all articles
        </Link>
      </div>
    );
  }

  const siteUrl = root?.siteUrl ?? '';
  const url = `${siteUrl}/blogs/${encodeURIComponent(post.slug)}`;
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: site.name },
    mainEntityOfPage: url,
    url,
    ...(post.featuredImage ? { image: absoluteUrl(siteUrl, post.featuredImage) } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };

  return (
    <div className="bg-white">
      <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <header className="mb-8">
          <h1 className="text-3xl leading-tight font-bold text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-slate-600">
            By <span className="font-medium text-slate-800">{post.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
          </p>
        </header>
        {post.featuredImage && (
          // A 16:9 box reserved before the image arrives (no layout shift); it is the page's largest paint.
          <img
            src={post.featuredImage}
            srcSet={variantSrcSet(post.featuredImage)}
            sizes="(min-width: 48rem) 46rem, calc(100vw - 2rem)"
            alt={`Featured image: ${post.title}`}
            width={1200}
            height={675}
            fetchPriority="high"
            className="mb-10 aspect-[16/9] h-auto w-full rounded-xl object-cover"
          />
        )}
        {/* The API sanitises post HTML on save and again on read: this is its allow-listed output. */}
        <div className={proseClass} dangerouslySetInnerHTML={{ __html: demoteHeadings(post.content) }} />
        <footer className="mt-12 flex flex-col gap-6 border-t border-slate-200 pt-6">
          <TagList tags={post.tags} />
          {/* SPEC.md points this at /blogs, the staff list: visitors would land on sign-in. */}
          <Link to="/blog" className="w-fit font-medium text-brand-700 underline-offset-4 hover:underline">
            {copy.backLink}
          </Link>
        </footer>
      </article>
      <JsonLd data={structured} />
    </div>
  );
}
