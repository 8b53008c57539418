import { BUDGET_CHOICES, SERVICE_CHOICES } from './choices';

/** The form's last service option, for an enquiry that fits none of the published services. */
export const OTHER_SERVICE = 'Something else';

/** The budget brackets a new site starts with (the company item's `contactForm`, editable in the site editor). */
export const SAMPLE_BUDGET_BRACKETS = ['Under $1,000', '$1,000 – $5,000', '$5,000 – $20,000', '$20,000 – $50,000', 'Over $50,000'];

/** What the contact form offers (decision 114): the published services' names, then OTHER_SERVICE; the owner's budget brackets. */
export interface ContactChoices {
  services: string[];
  budgets: string[];
  budgetRequired: boolean;
}

/**
 * Whether the API takes a service: one the form offers now, or one of SPEC's fixed choices
 * (its API keeps accepting them); a draft or unpublished service's name is refused.
 */
export function acceptsService(choices: Pick<ContactChoices, 'services'>, service: string): boolean {
  return service === OTHER_SERVICE || choices.services.includes(service) || (SERVICE_CHOICES as readonly string[]).includes(service);
}

/** The same for a budget: a bracket offered now or one of SPEC's; empty only when the owner made budget optional. */
export function acceptsBudget(choices: Omit<ContactChoices, 'services'>, budget: string): boolean {
  if (budget === '') return !choices.budgetRequired;
  return choices.budgets.includes(budget) || (BUDGET_CHOICES as readonly string[]).includes(budget);
}
