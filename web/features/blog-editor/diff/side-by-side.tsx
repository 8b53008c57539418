import { useMemo } from 'react';
import { compareVersions, type BlockRow, type ComparedVersion, type Piece } from './compare';

export type { ComparedVersion } from './compare';

const SETTING_LABELS: Record<string, string> = {
  slug: 'Address',
  excerpt: 'Excerpt',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  socialImage: 'Social image',
  featuredImage: 'Featured image',
  featuredImageAlt: 'Featured image alt text',
  tags: 'Tags',
  authorId: 'Author',
  publishedAt: 'Publish date',
  status: 'State',
  publishAt: 'Scheduled for',
};

const CHANGE_LABELS: Record<BlockRow['change'], string> = { same: '', changed: 'Changed', removed: 'Removed', added: 'Added' };

/** Removed words struck through, added words underlined, each with a spoken marker: colour is never the only cue. */
function Pieces({ pieces }: { pieces: Piece[] }) {
  return (
    <>
      {pieces.map((p, i) =>
        p.change === 'removed' ? (
          <del key={i} className="bg-red-100 text-red-900 decoration-2">
            <span className="sr-only">[removed: </span>
            {p.text}
            <span className="sr-only">]</span>
          </del>
        ) : p.change === 'added' ? (
          <ins key={i} className="bg-green-100 text-green-900 decoration-2">
            <span className="sr-only">[added: </span>
            {p.text}
            <span className="sr-only">]</span>
          </ins>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

function Cell({ pieces }: { pieces: Piece[] | null }) {
  return (
    <td className="w-1/2 whitespace-pre-wrap break-words border border-slate-200 p-2 align-top text-sm text-slate-900">
      {pieces ? <Pieces pieces={pieces} /> : <span className="text-slate-600">(not in this version)</span>}
    </td>
  );
}

/**
 * Two versions of a post next to each other: title, changed settings, then the content block by block
 * with word-level changes. Used by the revisions screen and the editor's conflict dialog.
 */
export function SideBySide({ left, right, labels }: { left: ComparedVersion; right: ComparedVersion; labels: readonly [string, string] }) {
  const comparison = useMemo(() => compareVersions(left, right), [left, right]);
  const [leftLabel, rightLabel] = labels;
  const head = (
    <thead>
      <tr>
        <th scope="col" className="w-32 p-2 text-left text-xs font-semibold uppercase text-slate-700">
          <span className="sr-only">Part</span>
        </th>
        <th scope="col" className="p-2 text-left text-sm font-semibold text-slate-900">
          {leftLabel}
        </th>
        <th scope="col" className="p-2 text-left text-sm font-semibold text-slate-900">
          {rightLabel}
        </th>
      </tr>
    </thead>
  );
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700" role="status">
        {comparison.changes === 0
          ? 'No differences.'
          : `${comparison.changes} ${comparison.changes === 1 ? 'difference' : 'differences'}. Removed text is struck through, added text is underlined.`}
      </p>
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">
          {leftLabel} compared with {rightLabel}
        </caption>
        {head}
        <tbody>
          <tr>
            <th scope="row" className="p-2 text-left align-top text-xs font-semibold text-slate-700">
              Title{comparison.title.changed ? ' (changed)' : ''}
            </th>
            <Cell pieces={comparison.title.left} />
            <Cell pieces={comparison.title.right} />
          </tr>
          {comparison.settings.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="p-2 text-left align-top text-xs font-semibold text-slate-700">
                {SETTING_LABELS[row.key] ?? row.key} (changed)
              </th>
              <Cell pieces={row.left ? [{ text: row.left, change: 'removed' }] : null} />
              <Cell pieces={row.right ? [{ text: row.right, change: 'added' }] : null} />
            </tr>
          ))}
          {comparison.blocks.map((row, i) => (
            <tr key={i}>
              <th scope="row" className="p-2 text-left align-top text-xs font-semibold text-slate-700">
                {row.kind}
                {row.change === 'same' ? '' : ` (${CHANGE_LABELS[row.change]})`}
              </th>
              <Cell pieces={row.left} />
              <Cell pieces={row.right} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
