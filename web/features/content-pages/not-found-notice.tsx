import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SiteSearchHit } from '@contract/search';
import { NotFoundHelp } from '~/features/search/not-found-help';

/** What a content page's 404 knows to suggest: its address's words and the pages they match (decision 119). */
export interface NotFoundSuggestions {
  words: string;
  suggestions: SiteSearchHit[];
}

/**
 * The 404 of a content page whose address names no published item: what is missing, where to go
 * instead, and the pages its address's words match.
 */
export function NotFoundNotice({
  title,
  text,
  href,
  linkLabel,
  help,
  children,
}: {
  title: string;
  text: string;
  href: string;
  linkLabel: string;
  help: NotFoundSuggestions;
  /** More links beside the first. */
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-3xl font-bold text-navy-900">{title}</h1>
      <p className="text-slate-700">{text}</p>
      <NotFoundHelp words={help.words} suggestions={help.suggestions} />
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={href} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {linkLabel}
        </Link>
        {children}
      </div>
    </div>
  );
}
