import { Link } from 'react-router';

/** The 404 of a content page whose address names no published item: what is missing and where to go instead. */
export function NotFoundNotice({ title, text, href, linkLabel }: { title: string; text: string; href: string; linkLabel: string }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-3xl font-bold text-navy-900">{title}</h1>
      <p className="text-slate-700">{text}</p>
      <Link to={href} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {linkLabel}
      </Link>
    </div>
  );
}
