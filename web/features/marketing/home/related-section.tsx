import { relatedServices } from '~/content/home';
import { IconCardSection } from './icon-card-section';

/** Automated data entry, data preprocessing, data mining, data science. */
export function RelatedSection() {
  return (
    <IconCardSection id="related-title" title={relatedServices.title} cards={relatedServices.items} look="tinted" viewAll={relatedServices.viewAll} />
  );
}
