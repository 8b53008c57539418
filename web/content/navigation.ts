/** The header's and footer's fixed links and labels (services, legal pages and social profiles come from the site's content). */
export interface NavLink {
  label: string;
  to: string;
}

export const mainNav: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/aboutus' },
  { label: 'Industries', to: '/industries' },
  { label: 'How It Works', to: '/howworks' },
  { label: 'Blog', to: '/blog' },
  { label: 'FAQ', to: '/faq' },
];

/** Position of the Services dropdown inside the main navigation (after About Us). */
export const servicesNavIndex = 2;

export const contactLink: NavLink = { label: 'Contact Us', to: '/contactus' };

/** Labels of the header's own controls and of the footer's blocks. */
export const headerText = { menuToggle: 'Menu', servicesMenu: 'Services', mainNav: 'Main', mobileNav: 'Mobile' } as const;
export const footerText = {
  social: 'Social media',
  offices: 'Global offices',
  usefulLinks: 'Useful Links',
  services: 'Services',
  legal: 'Legal',
  status: 'System status',
  phones: 'Phone',
} as const;

/** The mobile menu holds a single Services link (SPEC.md). */
export const mobileServicesLink: NavLink = { label: 'Services', to: '/services' };

/** Footer "Useful Links": they go to the pages they name (DECISIONS.md). */
export const usefulLinks: NavLink[] = [
  { label: 'About us', to: '/aboutus' },
  { label: 'Industries', to: '/industries' },
  { label: 'How it works', to: '/howworks' },
  { label: 'Contact us', to: '/contactus' },
  { label: 'Blog', to: '/blog' },
  { label: 'FAQs', to: '/faq' },
];
