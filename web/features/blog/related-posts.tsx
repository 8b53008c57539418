import type { ComponentProps } from 'react';
import { blogContent } from '~/content/blog';
import { PostCard } from './post-card';

type Card = ComponentProps<typeof PostCard>['post'] & { _id: string };

/** Under an article: up to three posts sharing its tags; nothing when none does. */
export function RelatedPosts({ posts }: { posts: Card[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="related-heading" className="mb-8 text-2xl font-bold text-slate-900">
          {blogContent.article.related}
        </h2>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((p) => (
            <li key={p._id} className="flex">
              <PostCard post={p} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
