/** The contact form's and the newsletter box's texts (SPEC.md sections 5 and 8). */
export const contactFormText = {
  submit: 'Send Message',
  submitting: 'Sending...',
  success: "Thank you for your message! We'll get back to you soon.",
  // After SPEC's line, when the API gave the lead's reference: "Your reference is L-…. We reply within 24 hours."
  referenceIntro: 'Your reference is',
  promise: (promise: string) => `We reply ${promise}.`,
  acknowledged: 'A confirmation is on its way to your inbox.',
  failure: 'Failed to submit form. Please try again.',
  // The thank-you's offer of the call (issue 47 point 3): the soonest free times, each a link to /book with it chosen.
  nextCalls: {
    title: 'Book your 20-minute call now',
    zone: (words: string) => `Times in ${words}.`,
    more: 'See all times',
  },
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
