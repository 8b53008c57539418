import { buildPhone } from '@contract/choices';
import type { CreateLeadBody, LeadCreated } from '@contract/leads';
import type { NextCalls } from './next-calls';

/** The contact form's fields; the phone is built from `country` and `phoneNumber`. */
export interface ContactValues {
  name: string;
  email: string;
  company: string;
  country: string;
  phoneNumber: string;
  service: string;
  budget: string;
  message: string;
  RND: boolean;
}

export type ContactField = keyof ContactValues;

export const contactDefaults: ContactValues = {
  name: '',
  email: '',
  company: '',
  country: 'US',
  phoneNumber: '',
  service: '',
  budget: '',
  message: '',
  RND: false,
};

/** The body's `phone` errors belong to the number's input. */
export const contactFieldNames = { phone: 'phoneNumber' } as const;

/** The API body from the form's values (SPEC.md section 7's phone prefix; an empty number stays empty). */
export function toContactBody(v: ContactValues, website = ''): CreateLeadBody {
  return {
    name: v.name,
    email: v.email,
    company: v.company,
    phone: v.phoneNumber.trim() ? buildPhone(v.country || 'US', v.phoneNumber) : '',
    service: v.service as CreateLeadBody['service'],
    budget: v.budget as CreateLeadBody['budget'],
    message: v.message,
    RND: v.RND,
    website,
  };
}

/** A post sent without JavaScript, read into the form's values and the honeypot. */
export function readContactForm(data: FormData): { values: ContactValues; website: string } {
  const str = (key: string) => String(data.get(key) ?? '');
  return {
    values: {
      name: str('name'),
      email: str('email'),
      company: str('company'),
      country: str('country') || 'US',
      phoneNumber: str('phoneNumber'),
      service: str('service'),
      budget: str('budget'),
      message: str('message'),
      RND: data.get('RND') === 'on',
    },
    website: str('website'),
  };
}

export interface ContactActionData {
  /**
   * On success, the lead's reference and the reply promise (null from an API that does not give them),
   * and the soonest free call times (null when nobody takes calls).
   */
  contact:
    | { ok: true; created: LeadCreated | null; calls?: NextCalls | null }
    | { ok: false; error?: string; fieldErrors?: Partial<Record<ContactField, string>> };
}
