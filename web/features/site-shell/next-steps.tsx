import { nextSteps } from '~/content/next-steps';

/** "What happens next" after the contact form: three steps with decorative icons. */
export function NextSteps({ id, tone = 'light' }: { id: string; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <div>
      <h3 id={id} className={`text-lg font-bold ${dark ? 'text-white' : 'text-navy-900'}`}>
        {nextSteps.title}
      </h3>
      <ol aria-labelledby={id} className="mt-4 space-y-5">
        {nextSteps.steps.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${dark ? 'bg-white/10 text-accent-500' : 'bg-brand-50 text-brand-700'}`}
            >
              <Icon size={22} aria-hidden="true" />
            </span>
            <div>
              <p className={`font-semibold ${dark ? 'text-white' : 'text-navy-900'}`}>{title}</p>
              <p className={`mt-1 text-sm ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
