import { contactAction } from '~/features/contact-form/contact-action.server';
import { ContactFormSlot } from '~/features/contact-form/contact-form-slot';
import { NextSteps } from '~/features/site-shell/next-steps';
import { contactPage } from '~/content/contact';
import { seo, siteUrlFrom } from '~/lib/seo';
import { serviceFromParam } from '@contract/service-param';
import type { Route } from './+types/contact';

/** `?service=` (a service page's "Let's Talk") preselects that service; page-cache.ts keys the page by it. */
export function loader({ request }: Route.LoaderArgs) {
  return { service: serviceFromParam(new URL(request.url).searchParams.get('service')) };
}

/** Only reached when JavaScript is off; the form otherwise posts to the API itself. */
export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: contactPage.metaTitle,
    description: contactPage.metaDescription,
    path: '/contactus',
    siteUrl: siteUrlFrom(matches),
  });

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { goodCompany } = contactPage;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-16 pb-8 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl">{contactPage.title}</h1>
          <p className="mt-4 text-lg text-slate-600">{contactPage.text}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:px-8">
        <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
          <ContactFormSlot action="/contactus" service={loaderData.service} />
        </div>
        {/* Sized to its content (not stretched to the form's height), and it stays in view beside a long form. */}
        <section aria-labelledby="good-company-title" className="rounded-2xl bg-navy-900 p-8 text-white lg:sticky lg:top-24 lg:self-start">
          <h2 id="good-company-title" className="text-2xl font-bold">
            {goodCompany.title}
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-6">
            {goodCompany.stats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse">
                <dt className="text-sm text-slate-300">{s.label}</dt>
                <dd className="text-2xl font-extrabold text-accent-500 xl:text-3xl">{s.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 border-t border-white/15 pt-8">
            <NextSteps id="contact-next-steps" tone="dark" />
          </div>
        </section>
      </div>
    </>
  );
}
