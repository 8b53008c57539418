import { SERVICE_CHOICES, type ServiceChoice } from './choices';

/** A service's name in a link (`/contactus?service=daily-data-feeds`): its label in lower case, words joined by '-'. */
export function serviceParam(service: string): string {
  return service
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const BY_PARAM = new Map<string, ServiceChoice>(SERVICE_CHOICES.map((s) => [serviceParam(s), s]));

/**
 * The service a `?service=` value names (its link slug or its label, any case), or null for any
 * other value: the contact page then shows its plain form, and its cache keeps one page per service.
 */
export function serviceFromParam(value: string | null | undefined): ServiceChoice | null {
  if (!value || value.length > 100) return null;
  return BY_PARAM.get(serviceParam(value)) ?? null;
}
