/** The company's own words about itself (its "about" text, figures filled in); nothing while it has none. */
export function CompanyDescription({ title, about }: { title: string; about: string }) {
  if (!about) return null;
  return (
    <section aria-labelledby="who-title" className="py-4">
      <div>
        <h2 id="who-title" className="text-3xl font-bold text-navy-900">
          {title}
        </h2>
        <p className="mt-4 text-lg text-slate-700" data-testid="company-about">
          {about}
        </p>
      </div>
    </section>
  );
}
