import { bookingContent as copy } from '~/content/booking';

const short = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The week's days as links (each shows its free times), the chosen one marked current. */
export function DayStrip({ days, selected }: { days: readonly { day: string; free: number; href: string }[]; selected: string | null }) {
  return (
    <nav aria-label={copy.slots.daysLabel} className="mb-4">
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-3 lg:grid-cols-4">
        {days.map(({ day, free, href }) => {
          const current = day === selected;
          const words = short.format(new Date(`${day}T00:00:00Z`));
          return (
            <li key={day}>
              {free > 0 ? (
                <a
                  href={href}
                  aria-current={current ? 'date' : undefined}
                  className={`block rounded-lg border px-2 py-2 text-center text-sm ${current ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300 text-slate-800 hover:border-brand-600'}`}
                >
                  <span className="block">{words}</span>
                  <span className="block text-xs text-slate-700">{copy.slots.free(free)}</span>
                </a>
              ) : (
                <span className="block rounded-lg border border-dashed border-slate-300 px-2 py-2 text-center text-sm text-slate-600">
                  <span className="block">{words}</span>
                  <span className="block text-xs">{copy.slots.free(0)}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
