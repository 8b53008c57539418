import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { footerText, usefulLinks, type NavLink } from '~/content/navigation';
import { NETWORK_NAMES, SocialIcon } from '~/features/site-shell/social-icon';
import { NewsletterSlot } from '../newsletter/newsletter-slot';
import type { ShellData } from './shell-data';

const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase';
const linkClass = 'text-sm text-slate-300 hover:text-white hover:underline';

/**
 * The shared footer of the public site (SPEC.md section 2), from the site's content: each block
 * leaves itself out when its data is empty. `privacyChoices`: the consent banner's link (decision 078).
 */
export function SiteFooter({ shell, privacyChoices = null }: { shell: ShellData; privacyChoices?: ReactNode }) {
  const { company, services, legal, offices } = shell;
  return (
    <footer className="bg-navy-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        {company ? <CompanyBlock company={company} /> : null}
        <FooterLinks id="footer-useful-links" title={footerText.usefulLinks} links={usefulLinks} />
        <FooterLinks id="footer-services" title={footerText.services} links={services} />
        <NewsletterSlot />
      </div>
      {offices.length > 0 ? (
        <div className="border-t border-white/10">
          <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
            <h2 className={headingClass}>{footerText.offices}</h2>
            <ul className="mt-4 grid gap-6 md:grid-cols-3">
              {offices.map((o) => (
                <li key={o.city}>
                  <p className="font-semibold text-white">{o.city}</p>
                  {o.phone ? (
                    <p className="mt-1 text-sm">
                      <a href={`tel:${o.phone.tel}`} className="hover:text-white hover:underline">
                        {o.phone.display}
                      </a>
                    </p>
                  ) : null}
                  {o.address ? <address className="mt-1 text-sm not-italic">{o.address}</address> : null}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm sm:px-6 lg:px-8">
          <p>{`© ${new Date().getFullYear()}${company ? ` ${company.legalName || company.name}` : ''}. All rights reserved.`}</p>
          {legal.length > 0 || company?.statusPageUrl ? (
            <nav aria-label={footerText.legal}>
              <ul className="flex flex-wrap gap-x-4 gap-y-2">
                {legal.map((l) => (
                  <li key={l.to}>
                    <a href={l.to} className={linkClass}>
                      {l.label}
                    </a>
                  </li>
                ))}
                {company?.statusPageUrl ? (
                  <li>
                    <a href={company.statusPageUrl} rel="noopener noreferrer" className={linkClass}>
                      {footerText.status}
                    </a>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
          {privacyChoices}
        </div>
      </div>
    </footer>
  );
}

/** The company's name, blurb, addresses, numbers and profiles. */
function CompanyBlock({ company }: { company: NonNullable<ShellData['company']> }) {
  return (
    <div className="space-y-4">
      <p className="text-lg font-bold text-white">{company.name}</p>
      {company.about ? <p className="text-sm leading-6">{company.about}</p> : null}
      <p className="text-sm">
        <a href={`mailto:${company.emails.general}`} className="font-medium text-white underline-offset-2 hover:underline">
          {company.emails.general}
        </a>
      </p>
      {company.phones.length > 0 ? (
        <ul className="space-y-1 text-sm" aria-label={footerText.phones}>
          {company.phones.map((p) => (
            <li key={p.tel}>
              {p.label ? <span>{`${p.label}: `}</span> : null}
              <a href={`tel:${p.tel}`} className="font-medium text-white underline-offset-2 hover:underline">
                {p.display}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {company.socialProfiles.length > 0 ? (
        <ul className="flex gap-3" aria-label={footerText.social}>
          {company.socialProfiles.map((s) => (
            <li key={s.url}>
              <a
                href={s.url}
                rel="noopener noreferrer"
                className="flex h-9 w-9 items-center justify-center rounded-full bg-navy-800 hover:bg-brand-700"
              >
                <SocialIcon network={s.network} label={`${company.name} on ${NETWORK_NAMES[s.network]}`} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly NavLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 space-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
