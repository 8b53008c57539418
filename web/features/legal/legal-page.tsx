import type { ReactNode } from 'react';
import { formatPostDate } from '../blog/format';
import { RichText } from '../content-pages/rich-text';

/** A legal or trust page: its title, when it last changed, its text, and what the page adds after it (the privacy facts). */
export function LegalPage({ title, lastUpdated, body, children }: { title: string; lastUpdated: string; body: string; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="mb-8">
        <h1 className="text-3xl leading-tight font-bold text-navy-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-slate-600">
          Last updated <time dateTime={lastUpdated}>{formatPostDate(`${lastUpdated}T12:00:00Z`)}</time>
        </p>
      </header>
      <RichText html={body} />
      {children}
    </article>
  );
}
