import { buildPhone, createContactBody, type CreateContactBody, type CreateLeadBody } from '../../../contract/index';
import { readLeadSourceFields } from '../leads/lead-source-fields';

/** Field names of the form; the phone's number input carries the `phone` errors. */
export type ContactField = 'name' | 'email' | 'phone' | 'service' | 'budget' | 'message';

const requiredLabels: Partial<Record<ContactField, string>> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone number',
  service: 'Service',
  budget: 'Budget',
};

/** Reads the form's fields into the API payload (phone built from country and number, NDA as RND). */
export function readContactForm(data: FormData): { body: CreateLeadBody; number: string } {
  const str = (key: string) => String(data.get(key) ?? '');
  const number = str('phoneNumber').trim();
  return {
    number,
    body: {
      name: str('name'),
      email: str('email'),
      phone: buildPhone(str('country') || 'US', number),
      service: str('service') as CreateContactBody['service'],
      budget: str('budget') as CreateContactBody['budget'],
      message: str('message'),
      RND: data.get('RND') === 'on',
      website: str('website'),
      ...readLeadSourceFields(data),
    },
  };
}

/** Required fields left empty, then the contract's own rules; one message per field, naming it. */
export function validateContact(body: CreateContactBody, number: string): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  const raw: Record<string, string> = { name: body.name, email: body.email, phone: number, service: body.service, budget: body.budget };
  for (const [field, label] of Object.entries(requiredLabels)) {
    if (!raw[field]?.trim()) errors[field as ContactField] = `${label} is required`;
  }
  const parsed = createContactBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

export interface ContactActionData {
  contact: { ok: true } | { ok: false; error?: string; fieldErrors?: Partial<Record<ContactField, string>> };
}
