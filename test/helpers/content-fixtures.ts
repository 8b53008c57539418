/** Valid data of a few content collections (decision 072), for tests that write content through the API. */

export const testimonialData = (name: string, quote = 'They delivered the feed on time.') => ({
  quote,
  name,
  role: 'Head of data',
  company: 'Acme',
  photo: null,
  logo: null,
  rating: 5,
  date: '2026-10-01',
  permission: { granted: true, by: name, on: '2026-10-02', note: 'By email' },
});

export const serviceData = (name: string, relatedIndustries: string[] = []) => ({
  name,
  summary: 'We collect {projects} sites a day',
  metaDescription: 'Scraping',
  image: null,
  heroImage: null,
  body: '<p>Clean data</p><script>alert(1)</script>',
  stats: [],
  whatIs: null,
  whyChoose: null,
  useCases: [],
  deliverables: ['CSV files'],
  relatedIndustries,
  formService: 'Web Scraping',
});

/** The company item with only what is required. */
export const companyData = (name: string) => ({
  name,
  legalName: '',
  about: '',
  emails: { general: 'hello@example.com' },
  phones: [],
  socialProfiles: [],
  figures: { foundedYear: 2010, projects: 1, clients: 1, experts: 1, satisfactionPercent: 90 },
  reviewBadge: null,
  logo: null,
  registration: {},
  statusPageUrl: null,
});
