import { blogContent } from '~/content/blog';
import { slugify } from '@contract/slugify';
import { tagPath } from './feed';
import { parseTags } from './tags';

/** The article's 'Tags:' line, each tag a link to its page; nothing when the post has no tags. */
export function TagList({ tags }: { tags: readonly string[] | string | null | undefined }) {
  const list = parseTags(tags);
  if (list.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id="post-tags-label" className="font-semibold text-slate-800">
        {blogContent.article.tagsLabel}
      </span>
      <ul className="flex flex-wrap gap-2" aria-labelledby="post-tags-label">
        {list.map((tag) => (
          <li key={tag}>
            <a
              href={tagPath(slugify(tag))}
              className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              {tag}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
