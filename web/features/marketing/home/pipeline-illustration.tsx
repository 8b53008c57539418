/**
 * The home hero's picture (decision 079): how data moves, sources → collection → cleaning →
 * delivery, drawn inline with real text (read by screen readers through its title and description,
 * found by search, set in the page's typeface) and coloured by the theme's classes, so it follows
 * dark mode. Fixed width and height attributes: its box is reserved before it paints.
 */
const STAGES = [
  { title: 'Sources', items: ['Websites', 'APIs', 'PDFs'] },
  { title: 'Collection', items: ['Crawlers', 'Bots', 'Schedules'] },
  { title: 'Cleaning', items: ['Dedupe', 'Validate', 'Normalise'] },
  { title: 'Delivery', items: ['CSV', 'API', 'Database', 'Dashboard'] },
] as const;

const COLUMN = 116;
const GAP = 32;
const TOP = 24;
const HEIGHT = 392;

export function PipelineIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 560 440" width={560} height={440} role="img" aria-labelledby="pipeline-title pipeline-desc" className={className}>
      <title id="pipeline-title">How your data flows: sources, collection, cleaning, delivery</title>
      <desc id="pipeline-desc">
        Websites, APIs and PDFs are collected by crawlers, bots and schedules, cleaned (deduplicated, validated, normalised) and delivered as CSV,
        through an API, into a database or a dashboard.
      </desc>
      {STAGES.map((stage, i) => {
        const x = i * (COLUMN + GAP);
        const last = i === STAGES.length - 1;
        return (
          <g key={stage.title}>
            <rect x={x + 1} y={TOP} width={COLUMN - 2} height={HEIGHT} rx={16} className="fill-brand-50 stroke-brand-200" strokeWidth={2} />
            <text x={x + COLUMN / 2} y={TOP + 40} textAnchor="middle" fontSize={17} fontWeight={700} className="fill-navy-900">
              {stage.title}
            </text>
            {stage.items.map((item, j) => (
              <g key={item}>
                <rect
                  x={x + 12}
                  y={TOP + 68 + j * 72}
                  width={COLUMN - 24}
                  height={48}
                  rx={10}
                  className="fill-white stroke-brand-200"
                  strokeWidth={1.5}
                />
                <text x={x + COLUMN / 2} y={TOP + 98 + j * 72} textAnchor="middle" fontSize={14} fontWeight={500} className="fill-slate-700">
                  {item}
                </text>
              </g>
            ))}
            {!last && (
              <path
                d={`M${x + COLUMN + 4} 220 h${GAP - 12} m-7 -7 l7 7 l-7 7`}
                fill="none"
                strokeWidth={3}
                strokeLinecap="round"
                strokeLinejoin="round"
                className="stroke-brand-700"
              />
            )}
          </g>
        );
      })}
    </svg>
  );
}
