import { Link } from 'react-router';
import { blogTeaser } from './home-text';
import { SectionTitle } from './section-title';
import { container, primaryButton } from './styles';

export interface TeaserPost {
  title: string;
  excerpt: string;
  date: string;
  to: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The newest posts and the All Blogs button. */
export function BlogTeaser({ posts }: { posts: readonly TeaserPost[] }) {
  return (
    <section aria-labelledby="blog-title" className="bg-slate-50 py-16">
      <div className={container}>
        <SectionTitle id="blog-title" title={blogTeaser.title} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {posts.map((p) => (
            <li key={p.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <time dateTime={p.date} className="text-sm text-slate-600">
                {dateFormat.format(new Date(p.date))}
              </time>
              <h3 className="mt-2 text-lg font-bold text-navy-900">
                <Link to={p.to} className="hover:text-brand-700 hover:underline">
                  {p.title}
                </Link>
              </h3>
              <p className="mt-2 line-clamp-3 flex-1 text-slate-600">{p.excerpt}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to={blogTeaser.allBlogs.to} className={primaryButton}>
            {blogTeaser.allBlogs.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
