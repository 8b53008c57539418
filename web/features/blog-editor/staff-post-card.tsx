import { Link } from 'react-router';
import type { Blog } from '@contract/blogs';
import { canDeletePost, canEditPost } from '@contract/post-rules';
import { usePostViewer } from './use-post-viewer';
import { flattenHeadings } from '../blog/prose';
import { PostStateChip } from './post-state-chip';

interface StaffPostCardProps {
  post: Pick<Blog, '_id' | 'slug' | 'title' | 'content' | 'featuredImage' | 'status' | 'publishAt' | 'publishedAt' | 'workingCopy' | 'authorId'>;
  onDelete: () => void;
}

/**
 * A card on the staff list: image, state and date, title (2 lines), HTML preview (3 lines), read / edit / delete.
 * Only a published post links to its public page; the others' title and Read more open the editor.
 */
export function StaffPostCard({ post, onDelete }: StaffPostCardProps) {
  const me = usePostViewer();
  // Edit and Delete only where the role may (decision 055); the API refuses the rest anyway.
  const editable = canEditPost(me, post);
  const editHref = `/blogs/edit/${encodeURIComponent(post._id)}`;
  const href = post.status === 'published' || !editable ? `/blogs/${encodeURIComponent(post.slug)}` : editHref;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {post.featuredImage && <img src={post.featuredImage} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <PostStateChip post={post} />
        <h2 className="line-clamp-2 text-lg leading-snug font-semibold text-slate-900">
          <Link to={href} className="hover:text-brand-700">
            {post.title}
          </Link>
        </h2>
        {/* Sanitised by the API; headings flattened so the page keeps one outline. */}
        <div
          className="line-clamp-3 text-sm text-slate-700 [&_img]:hidden [&_li]:inline [&_ol]:inline [&_p]:inline [&_p]:after:content-['_'] [&_ul]:inline"
          dangerouslySetInnerHTML={{ __html: flattenHeadings(post.content) }}
        />
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
          <Link to={href} className="text-sm font-medium text-brand-700 hover:underline">
            Read more →<span className="sr-only"> {post.title}</span>
          </Link>
          <span className="flex-1" />
          {editable ? (
            <Link to={editHref} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50">
              Edit<span className="sr-only"> {post.title}</span>
            </Link>
          ) : null}
          {canDeletePost(me, post) ? (
            <button type="button" onClick={onDelete} className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800">
              Delete<span className="sr-only"> {post.title}</span>
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
