import { contactFormSettings } from '@contract/content/company';
import type { TypedContentItem } from '@contract/content/index';
import type { ContactChoices } from '@contract/contact-choices';
import { serviceFromParam } from '@contract/service-param';

/** What the contact form offers (decision 114), from the published services and company item a page's loader read. */
export function contactChoices(services: TypedContentItem<'services'>[], company: TypedContentItem<'company'> | null): ContactChoices {
  const { budgetBrackets, budgetRequired } = contactFormSettings(company?.data);
  return { services: services.map((s) => s.data.name), budgets: budgetBrackets, budgetRequired };
}

/** The form option `?service=` names among the published services, or null. */
export function preselectedService(request: Request, services: TypedContentItem<'services'>[]): string | null {
  const targets = services.map((s) => ({ name: s.data.name, slug: s.slug, formService: s.data.formService }));
  return serviceFromParam(new URL(request.url).searchParams.get('service'), targets);
}
