/** The fixed words of /contactus; figures, offices, e-mails and phones are site content. */
export const contactPageText = {
  metaTitle: 'Contact Us',
  metaDescription: 'Tell us about your web scraping, automation or data feed project and get a reply within one business day.',
  eyebrow: 'Contact',
  title: 'Get in touch',
  text: 'Tell us what data you need, where it lives and how often you want it. We reply within one business day.',
  figuresTitle: "You're in good company",
  reachTitle: 'Reach us directly',
  officesTitle: 'Our offices',
};

/** The figures beside the form, as tokens of the company's one set of figures. */
export const contactFigures = [
  { value: '{years}', label: 'years of experience' },
  { value: '{projects}', label: 'projects completed' },
  { value: '{experts}', label: 'specialists' },
  { value: '{satisfaction}', label: 'client satisfaction' },
] as const;
