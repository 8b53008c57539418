/** A search snippet as the API answers it: text pieces, the matching words marked. Never HTML. */
export type SnippetSegments = readonly { text: string; mark: boolean }[];

/** The words that matched a search, each in a <mark> (a light-dark pair, readable in both schemes), around the text the database picked. */
export function Snippet({ segments }: { segments: SnippetSegments }) {
  return (
    <p className="line-clamp-4 text-slate-700" data-testid="search-snippet">
      {segments.map((s, i) =>
        s.mark ? (
          <mark key={i} className="rounded-sm bg-brand-50 px-0.5 font-semibold text-brand-800">
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </p>
  );
}
