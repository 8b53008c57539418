/** The company's figures as cards ("20+ / Tech experts"); nothing while no company is published. */
export function FigureList({
  label,
  figures,
  tone = 'light',
}: {
  label: string;
  figures: { value: string; label: string }[];
  tone?: 'light' | 'dark';
}) {
  if (figures.length === 0) return null;
  const card = tone === 'dark' ? 'flex flex-col-reverse' : 'flex flex-col-reverse rounded-2xl border border-slate-200 p-6 text-center shadow-sm';
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-6" data-testid="company-figures">
      {figures.map((f) => (
        <div key={f.label} className={card}>
          <dt className={tone === 'dark' ? 'text-sm text-slate-300' : 'mt-1 text-sm font-medium text-slate-600'}>{f.label}</dt>
          <dd className={tone === 'dark' ? 'text-2xl font-extrabold text-accent-500 xl:text-3xl' : 'text-4xl font-extrabold text-brand-700'}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
