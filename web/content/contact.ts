/** The /contactus page and the contact form's texts (SPEC.md sections 2, 5 and 8). */
export const contactPage = {
  metaTitle: 'Contact Us | DataLoom Solutions',
  metaDescription: 'Tell us about your web scraping, automation or data feed project and get a reply within one business day.',
  title: 'Get in touch',
  text: 'Tell us what data you need, where it lives and how often you want it. We reply within one business day.',
  goodCompany: {
    title: "You're in good company",
    stats: [
      { value: '17 years', label: 'of excellence' },
      { value: '550+', label: 'projects completed' },
      { value: 'Over 100', label: 'specialists' },
      { value: '99%', label: 'client satisfaction' },
    ],
  },
};

export const contactFormText = {
  submit: 'Send Message',
  submitting: 'Sending...',
  success: "Thank you for your message! We'll get back to you soon.",
  // After SPEC's line, when the API gave the lead's reference: "Your reference is L-…. We reply within 24 hours."
  referenceIntro: 'Your reference is',
  promise: (promise: string) => `We reply ${promise}.`,
  acknowledged: 'A confirmation is on its way to your inbox.',
  failure: 'Failed to submit form. Please try again.',
  ndaLabel: 'I would like an NDA before sharing details',
};

export const newsletterText = {
  title: 'Subscribe to our newsletter',
  text: 'Scraping tips and product news, about once a month.',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  empty: 'Please enter your email',
  success: 'Check your inbox to confirm',
  duplicate: 'This email is already subscribed',
  failure: 'Failed to subscribe. Please try again.',
};
