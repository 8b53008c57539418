export interface CompanyContacts {
  emails: { label: string; address: string }[];
  phones: { label: string; display: string; tel: string }[];
}

/** The company's e-mail addresses and phone numbers; nothing while it has none. */
export function CompanyContactList({ title, contacts }: { title: string; contacts: CompanyContacts }) {
  const entries = [
    ...contacts.emails.map((e) => ({ key: e.address, label: e.label, href: `mailto:${e.address}`, text: e.address })),
    ...contacts.phones.map((p) => ({ key: p.tel, label: p.label, href: `tel:${p.tel}`, text: p.display })),
  ];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="reach-title">
      <h2 id="reach-title" className="text-2xl font-bold text-white">
        {title}
      </h2>
      <dl className="mt-4 space-y-3" data-testid="company-contacts">
        {entries.map((entry) => (
          <div key={entry.key}>
            <dt className="text-sm text-slate-300">{entry.label}</dt>
            <dd>
              <a href={entry.href} className="font-semibold text-white underline underline-offset-2">
                {entry.text}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
