/** Typography for post HTML (there is no typography plugin): used by the article and the editor. */
export const proseClass = [
  'text-lg leading-relaxed text-slate-800',
  '[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-4xl [&_h1]:font-bold [&_p]:my-4 [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-3xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-2xl [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-xl [&_h4]:font-semibold',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li_p]:my-1',
  '[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-slate-100 [&_pre]:p-4 [&_code]:font-mono [&_code]:text-base',
  // Tables, rules and pasted-image placeholders (decision 052); code colours are .hljs-* rules in app.css.
  '[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td_p]:my-0 [&_th_p]:my-0',
  '[&_hr]:my-8 [&_hr]:border-slate-300 [&_img[data-fetch-src]]:min-h-16 [&_img[data-fetch-src]]:min-w-32 [&_img[data-fetch-src]]:animate-pulse [&_img[data-fetch-src]]:bg-slate-200',
].join(' ');

/**
 * The page's own title is its one h1: a post's h1 becomes an h2. Its h2 and h3 stay, so a post
 * written with h2 sections (the usual) follows the title without skipping a level.
 * The input is the API's sanitised HTML, whose headings never carry attributes.
 */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h1>/g, '<$1h2>');
}

/** For a card preview: headings become paragraphs, so the list page keeps one heading outline. */
export function flattenHeadings(html: string): string {
  return html.replace(/<(\/?)h[1-6]>/g, '<$1p>');
}
