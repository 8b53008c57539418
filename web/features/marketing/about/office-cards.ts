import type { TypedContentItem } from '@contract/content/index';
import type { OfficeCard } from './office-list';

/** The published offices as the pages show them. */
export const officeCards = (offices: TypedContentItem<'offices'>[]): OfficeCard[] =>
  offices.map(({ data }) => ({ city: data.city, address: data.address, phone: data.phone, hours: data.hours }));
