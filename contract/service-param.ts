import { SERVICE_CHOICES } from './choices';
import { OTHER_SERVICE } from './contact-choices';

/** A service's name in a link (`/contactus?service=daily-data-feeds`): its label in lower case, words joined by '-'. */
export function serviceParam(service: string): string {
  return service
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A published service as `?service=` may name it: by its name, its address or (SPEC's old links) its form choice. */
export interface ServiceParamTarget {
  name: string;
  slug: string | null;
  /** SPEC's fixed choice this service stands for (the service item's `formService`). */
  formService?: string;
}

const SPEC_BY_PARAM = new Map<string, string>(SERVICE_CHOICES.map((s) => [serviceParam(s), s]));

/** `?service=`'s value in link form, or null for a value no service could have. */
export function canonicalServiceParam(value: string): string | null {
  const param = value.length <= 200 ? serviceParam(value) : '';
  return param && param.length <= 120 ? param : null;
}

/**
 * The form option a `?service=` value names (a published service's name or address in link form,
 * any case, or "Something else"), or null for any other value: the contact page then shows its
 * plain form. A link naming one of SPEC's old choices ("web-scraping") preselects the first
 * published service standing for it.
 */
export function serviceFromParam(value: string | null | undefined, services: readonly ServiceParamTarget[]): string | null {
  const param = value ? canonicalServiceParam(value) : null;
  if (!param) return null;
  const named = services.find((s) => serviceParam(s.name) === param || s.slug === param);
  if (named) return named.name;
  if (param === serviceParam(OTHER_SERVICE)) return OTHER_SERVICE;
  const old = SPEC_BY_PARAM.get(param);
  return (old && services.find((s) => s.formService === old)?.name) ?? null;
}
