import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SocialIcon } from '~/features/site-shell/social-icon';
import { footerText, serviceLinks, socialLinks, usefulLinks } from '~/content/navigation';
import { offices } from '~/content/offices';
import { site } from '~/content/site';
import { NewsletterSlot } from '../newsletter/newsletter-slot';

const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase';
const linkClass = 'text-sm text-slate-300 hover:text-white hover:underline';

/** The shared footer of the public site (SPEC.md section 2); `privacyChoices`: the consent banner's link (decision 078). */
export function SiteFooter({ privacyChoices = null }: { privacyChoices?: ReactNode } = {}) {
  return (
    <footer className="bg-navy-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="text-sm leading-6">{site.about}</p>
          <p className="text-sm">
            <a href={`mailto:${site.email}`} className="font-medium text-white underline-offset-2 hover:underline">
              {site.email}
            </a>
          </p>
          <ul className="flex gap-3" aria-label={footerText.social}>
            {socialLinks.map((s) => (
              <li key={s.network}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-navy-800 hover:bg-brand-700"
                >
                  <SocialIcon network={s.network} label={s.label} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks id="footer-useful-links" title={footerText.usefulLinks} links={usefulLinks} />
        <FooterLinks id="footer-services" title={footerText.services} links={serviceLinks} />
        <NewsletterSlot />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <h2 className={headingClass}>{footerText.offices}</h2>
          <ul className="mt-4 grid gap-6 md:grid-cols-3">
            {offices.map((o) => (
              <li key={o.city}>
                <p className="font-semibold text-white">{o.city}</p>
                <p className="mt-1 text-sm">
                  <a href={`tel:${o.tel}`} className="hover:text-white hover:underline">
                    {o.phone}
                  </a>
                </p>
                <address className="mt-1 text-sm not-italic">{o.address}</address>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-4 px-4 py-6 text-sm sm:px-6 lg:px-8">
          <p>{`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`}</p>
          {privacyChoices}
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly { to: string; label: string }[] }) {
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
