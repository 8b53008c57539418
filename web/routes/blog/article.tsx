import { data, Link, redirect, useRouteLoaderData } from 'react-router';
import { authorPath } from '~/features/blog/feed';
import { absoluteUrl } from '~/features/blog/format';
import { ArticleView } from '~/features/blog/article-view';
import { NotFoundNotice } from '~/features/content-pages/not-found-notice';
import { slugSuggestions } from '~/features/search/not-found-suggestions.server';
import { cardOf } from '~/features/blog/post-card';
import { RelatedPosts } from '~/features/blog/related-posts';
import { JsonLd } from '~/features/blog/json-ld';
import { pageTitle, useShell } from '~/features/site-shell/shell-data';
import { blogContent } from '~/content/blog';
import { ApiRequestError, PostMovedError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import { signedInReader } from '~/lib/signed-in-reader.server';
import { article } from '~/lib/json-ld';
import { ogImagePath, seo, siteUrlFrom } from '~/lib/seo';
import type { Route } from './+types/article';

const copy = blogContent.article;

/** The staff "Edit" link's target when a signed-in member of staff reads the article; null for everyone else. */
async function editHrefFor(request: Request, context: Route.LoaderArgs['context'], postId: string): Promise<string | null> {
  return (await signedInReader(request, context)) ? `/blogs/edit/${postId}` : null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    // Anonymous on purpose: published posts only, the same page for every visitor (and the page cache).
    const api = serverApi(context).blogs;
    const post = await api.get(params.slug);
    // A former address (decision 051) whose 301 the API's fetch followed (a separate API host).
    if (post.slug !== params.slug && post._id !== params.slug) return redirect(`/blogs/${encodeURIComponent(post.slug)}`, 301);
    const [relatedPosts, editHref] = await Promise.all([api.related(post.slug).catch(() => []), editHrefFor(request, context, post._id)]);
    // Only what a card prints: the page's hydration data stays small.
    const related = relatedPosts.map(cardOf);
    // Staff get their own render (with "Edit"): never kept by any cache; visitors' page stays the same bytes.
    const headers: HeadersInit = editHref ? { 'Cache-Control': 'private, no-store' } : {};
    return data({ post, related, editHref, help: null }, { headers });
  } catch (err) {
    // The same, answered as the API's 301 (the in-process fetch does not follow redirects).
    if (err instanceof PostMovedError) return redirect(`/blogs/${encodeURIComponent(err.slug)}`, 301);
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) {
      return data({ post: null, related: [], editHref: null, help: await slugSuggestions(context, params.slug) }, { status: 404 });
    }
    throw err;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) => {
  const siteUrl = siteUrlFrom(matches);
  const post = loaded?.post;
  if (!post) return [{ title: pageTitle(copy.notFound, matches) }, { name: 'robots', content: 'noindex' }];
  // The post's own settings first (decision 051): meta title and description, social image.
  const image = post.socialImage || post.featuredImage;
  return [
    ...seo(matches, {
      title: post.metaTitle || post.title,
      description: post.metaDescription || post.excerpt || blogContent.index.description,
      path: `/blogs/${encodeURIComponent(params.slug)}`,
      type: 'article',
      ...(image ? { image } : {}),
      crumbs: [
        { name: 'Blog', path: '/blog' },
        { name: post.title, path: `/blogs/${encodeURIComponent(post.slug)}` },
      ],
    }),
    ...(image && post.featuredImageAlt ? [{ property: 'og:image:alt', content: post.featuredImageAlt }] : []),
    ...(post.publishedAt ? [{ property: 'article:published_time', content: post.publishedAt }] : []),
    { property: 'article:modified_time', content: post.updatedAt },
    ...(post.authorSlug ? [{ property: 'article:author', content: siteUrl + authorPath(post.authorSlug) }] : []),
  ];
};

interface RootData {
  nonce?: string;
  siteUrl?: string;
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const { facts } = useShell();
  const { post, related, editHref, help } = loaderData;

  if (!post || help) {
    return <NotFoundNotice title={copy.notFound} text={copy.notFoundText} href="/blog" linkLabel="See all articles" help={help} />;
  }

  const siteUrl = root?.siteUrl ?? '';
  const published = post.publishedAt ?? post.createdAt;
  const path = `/blogs/${encodeURIComponent(post.slug)}`;
  const structured =
    facts &&
    article(
      {
        title: post.title,
        description: post.excerpt,
        path,
        publishedAt: published,
        updatedAt: post.updatedAt,
        author: { name: post.author, ...(post.authorSlug ? { path: authorPath(post.authorSlug) } : {}) },
        image: post.featuredImage ? absoluteUrl(siteUrl, post.featuredImage) : ogImagePath(path),
        tags: post.tags,
      },
      facts,
      siteUrl,
    );

  return (
    <div className="bg-white">
      <ArticleView
        post={post}
        date={published}
        actions={
          editHref && (
            <Link
              to={editHref}
              className="mt-4 inline-block rounded-md border border-brand-700 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              {copy.edit}
            </Link>
          )
        }
        footer={
          // SPEC.md points this at /blogs, the staff list: visitors would land on sign-in.
          <Link to="/blog" className="w-fit font-medium text-brand-700 underline-offset-4 hover:underline">
            {copy.backLink}
          </Link>
        }
      />
      <RelatedPosts posts={related} />
      {structured ? <JsonLd data={structured} /> : null}
    </div>
  );
}
