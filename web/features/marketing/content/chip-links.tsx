import { Link } from 'react-router';

/** A row of small rounded links (a service's industries, the services behind the industries). */
export function ChipLinks({ links, className = '' }: { links: { key: string; to: string; label: string }[]; className?: string }) {
  return (
    <ul className={`mt-6 flex flex-wrap gap-3 ${className}`}>
      {links.map((link) => (
        <li key={link.key}>
          <Link
            to={link.to}
            className="inline-block rounded-full border border-brand-200 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
