import { Mail } from 'lucide-react';
import type { ContactChoices } from '@contract/contact-choices';
import { ContactFormSlot } from '~/features/contact-form/contact-form-slot';
import { NextSteps } from '~/features/site-shell/next-steps';
import { contactSection } from './home-text';
import { container } from './styles';

/** The home contact form; beside it, what happens after sending and the company's address for those who prefer e-mail. */
export function ContactSection({ email, choices }: { email: string | null; choices: ContactChoices }) {
  return (
    <section aria-labelledby="contact-title" className={`${container} grid gap-10 py-16 lg:grid-cols-[1fr_1.4fr]`}>
      <div className="flex flex-col gap-8">
        <div>
          <h2 id="contact-title" className="text-3xl font-bold text-navy-900 sm:text-4xl">
            {contactSection.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{contactSection.text}</p>
        </div>
        <NextSteps id="home-next-steps" />
        {email ? (
          <p className="flex items-center gap-3 rounded-xl bg-brand-50 p-4 text-slate-700">
            <Mail size={20} aria-hidden="true" className="shrink-0 text-brand-700" />
            <span>
              {contactSection.emailLead}{' '}
              <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {email}
              </a>
            </span>
          </p>
        ) : null}
      </div>
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
        <ContactFormSlot action="/?index" choices={choices} />
      </div>
    </section>
  );
}
