import { whyUs } from './home-text';
import { IconCardSection } from './icon-card-section';

/** Mission, Expertise and Commitment. */
export function WhyUsSection() {
  return <IconCardSection id="why-us-title" title={whyUs.title} cards={whyUs.cards} look="outlined" />;
}
