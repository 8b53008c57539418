/** A centred h2 with an optional lead paragraph. */
export function SectionTitle({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-4 text-lg text-slate-600">{text}</p>}
    </div>
  );
}
