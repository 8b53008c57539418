export interface OfficeCard {
  city: string;
  address: string;
  phone: { display: string; tel: string } | null;
  hours: string;
}

/** The published offices: city, address, phone and hours; nothing while there are none. */
export function OfficeList({ title, offices, tone = 'light' }: { title: string; offices: OfficeCard[]; tone?: 'light' | 'dark' }) {
  if (offices.length === 0) return null;
  const muted = tone === 'dark' ? 'text-slate-300' : 'text-slate-600';
  const heading = tone === 'dark' ? 'text-white' : 'text-navy-900';
  return (
    <section aria-labelledby="offices-title">
      <h2 id="offices-title" className={`text-2xl font-bold ${heading}`}>
        {title}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2" data-testid="offices">
        {offices.map((office) => (
          <li key={office.city}>
            <h3 className={`font-semibold ${heading}`}>{office.city}</h3>
            {office.address && <p className={`mt-1 text-sm ${muted}`}>{office.address}</p>}
            {office.phone && (
              <p className="mt-1 text-sm">
                <a href={`tel:${office.phone.tel}`} className="underline underline-offset-2">
                  {office.phone.display}
                </a>
              </p>
            )}
            {office.hours && <p className={`mt-1 text-sm ${muted}`}>{office.hours}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
