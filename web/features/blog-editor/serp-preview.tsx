import { META_DESCRIPTION_HINT, META_TITLE_HINT } from '@contract/post-fields';

/** Cut at `max` characters on a word boundary, with an ellipsis, as a search engine shows it. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Hint for a meta title's length: the count, and a sentence when it is long (not colour alone). */
export function titleHint(length: number): string {
  const count = `${length}/${META_TITLE_HINT}`;
  return `${count} — the meta title; ${length > META_TITLE_HINT ? 'search results will cut it short' : 'left empty, the post title is used'}`;
}

/** Hint for a meta description's length against the 120–155 range search results show. */
export function descriptionHint(length: number): string {
  const [low, high] = META_DESCRIPTION_HINT;
  const count = `${length} / ${low}–${high}`;
  if (length === 0) return `${count} — the meta description; left empty, the excerpt is used`;
  if (length < low) return `${count} — short: add a little more`;
  if (length > high) return `${count} — long: search results will cut it short`;
  return `${count} — a good length`;
}

interface SerpPreviewProps {
  title: string;
  url: string;
  description: string;
}

/** How the post may look in a search result: title (cut at 60), address, description (cut at 155). */
export function SerpPreview({ title, url, description }: SerpPreviewProps) {
  return (
    <figure aria-label="Search result preview" className="rounded-md border border-slate-200 bg-white p-3">
      <p className="truncate text-sm text-slate-700">{url}</p>
      <p className="text-lg text-blue-800" data-testid="serp-title">
        {truncate(title, META_TITLE_HINT)}
      </p>
      <p className="text-sm text-slate-700" data-testid="serp-description">
        {truncate(description, META_DESCRIPTION_HINT[1])}
      </p>
    </figure>
  );
}
