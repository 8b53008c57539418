import { BLOG_PAGE_SIZE } from '@contract/blogs';

/** Copy of the public blog pages and the blog feeds (kept out of components). */
export const blogContent = {
  index: {
    title: 'Blog',
    heading: 'Insights on data scraping, automation and analytics',
    intro:
      'Practical notes from our engineers on collecting web data at scale, building reliable bots, integrating third-party APIs and turning raw data into dashboards your team actually uses.',
    description: 'Articles on web scraping, automation bots, API integration, data feeds and PowerBI dashboards from our engineers.',
    empty: 'No posts yet. Check back soon for new articles.',
    readMore: 'Read More',
  },
  search: {
    label: 'Search the blog',
    placeholder: 'Search articles',
    submit: 'Search',
    /** "3 results for “scraper”" */
    results: (total: number, q: string) => `${total} ${total === 1 ? 'result' : 'results'} for “${q}”`,
    none: (q: string) => `No posts match “${q}”. Try fewer words.`,
    description: (q: string) => `Blog articles matching “${q}”.`,
    allPosts: 'See all posts',
  },
  readingTime: (minutes: number) => `${minutes} min read`,
  tag: {
    heading: (name: string) => `Posts tagged “${name}”`,
    description: (name: string, count: number) => `${count} ${count === 1 ? 'article' : 'articles'} tagged “${name}” on our blog.`,
  },
  author: {
    heading: (name: string) => `Posts by ${name}`,
    description: (name: string) => `Articles by ${name} on our blog.`,
  },
  feedLink: 'RSS feed',
  /** Posts per page on /blog. */
  pageSize: BLOG_PAGE_SIZE,
  article: {
    notFound: 'Blog not found',
    notFoundText: 'This article does not exist or is no longer published.',
    backLink: '← Back to all posts',
    tagsLabel: 'Tags:',
    related: 'Related posts',
    edit: 'Edit',
  },
  feed: {
    /** The feeds' title, from the company item's name (web/features/blog/feed-title.server.ts). */
    title: (company: string | null) => (company ? `${company} Blog` : 'Blog'),
    description: 'New articles on web scraping, automation, API integration and data feeds.',
    tagDescription: (tag: string) => `New articles tagged “${tag}”.`,
    authorDescription: (name: string) => `New articles by ${name}.`,
    /** Items in /rss.xml. */
    size: 20,
  },
} as const;
