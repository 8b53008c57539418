import type { RouterContextProvider } from 'react-router';
import { blogContent } from '~/content/blog';
import { siteContent } from '~/lib/site-content.server';

/** The blog feeds' title: the published company's name with "Blog" ("Blog" alone before one is published). */
export async function feedTitle(args: { context: Readonly<RouterContextProvider>; request: Request }): Promise<string> {
  const company = await siteContent(args).single('company');
  return blogContent.feed.title(company?.data.name ?? null);
}
