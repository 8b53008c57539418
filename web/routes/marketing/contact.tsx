import { contactAction } from '~/features/contact-form/contact-action.server';
import { contactChoices, preselectedService } from '~/features/contact-form/contact-choices.server';
import { ContactFormSlot } from '~/features/contact-form/contact-form-slot';
import { CompanyContactList } from '~/features/contact-form/company-contacts';
import { contactFigures, contactPageText as page } from '~/features/contact-form/contact-page-text';
import { FigureList } from '~/features/marketing/about/figure-list';
import { officeCards } from '~/features/marketing/about/office-cards';
import { OfficeList } from '~/features/marketing/about/office-list';
import { pageFacts } from '~/features/marketing/content/page-facts.server';
import { NextSteps } from '~/features/site-shell/next-steps';
import { seo } from '~/lib/seo';
import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/contact';

const EMAIL_LABELS = { general: 'General enquiries', sales: 'Sales', security: 'Security', privacy: 'Privacy' } as const;

/** `?service=` (a service page's "Let's Talk") preselects that service; page-cache.ts keys the page by it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = siteContent({ context, request });
  const [{ company, offices, render }, services] = await Promise.all([pageFacts(content), content.list('services')]);
  const emails = company
    ? (Object.keys(EMAIL_LABELS) as (keyof typeof EMAIL_LABELS)[]).flatMap((key) => {
        const address = company.data.emails[key];
        return address ? [{ label: EMAIL_LABELS[key], address }] : [];
      })
    : [];
  return {
    service: preselectedService(request, services),
    choices: contactChoices(services, company),
    figures: company ? contactFigures.map((f) => ({ value: render(f.value), label: f.label })) : [],
    contacts: { emails, phones: company?.data.phones ?? [] },
    offices: officeCards(offices),
  };
}

/** Only reached when JavaScript is off; the form otherwise posts to the API itself. */
export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: page.metaTitle,
    description: page.metaDescription,
    path: '/contactus',
    crumbs: [{ name: page.eyebrow, path: '/contactus' }],
  });

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { figures, contacts, offices } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-16 pb-8 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl">{page.title}</h1>
          <p className="mt-4 text-lg text-slate-600">{page.text}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:px-8">
        <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
          <ContactFormSlot action="/contactus" choices={loaderData.choices} service={loaderData.service} />
        </div>
        {/* Sized to its content (not stretched to the form's height), and it stays in view beside a long form. */}
        <aside aria-label={page.figuresTitle} className="space-y-8 rounded-2xl bg-navy-900 p-8 text-white lg:sticky lg:top-24 lg:self-start">
          {figures.length > 0 && (
            <section aria-labelledby="good-company-title">
              <h2 id="good-company-title" className="mb-8 text-2xl font-bold">
                {page.figuresTitle}
              </h2>
              <FigureList label={page.figuresTitle} figures={figures} tone="dark" />
            </section>
          )}
          <CompanyContactList title={page.reachTitle} contacts={contacts} />
          <div className="border-t border-white/15 pt-8">
            <NextSteps id="contact-next-steps" tone="dark" />
          </div>
        </aside>
      </div>
      {offices.length > 0 && (
        <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
          <OfficeList title={page.officesTitle} offices={offices} />
        </div>
      )}
    </>
  );
}
