/** A search snippet as the API answers it: text pieces, the matching words marked. Never HTML. */
export type SnippetSegments = readonly { text: string; mark: boolean }[];

/** The words that matched a search, each in a <mark>, around the text the database picked. */
export function Snippet({ segments }: { segments: SnippetSegments }) {
  return (
    <p className="line-clamp-4 text-slate-700" data-testid="search-snippet">
      {segments.map((s, i) =>
        s.mark ? (
          <mark key={i} className="rounded-sm bg-highlight px-0.5 text-slate-900">
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </p>
  );
}
