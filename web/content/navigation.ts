/** Header and footer links. Service slugs are the ones SPEC.md names (spelling included). */
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

/** The eight services, labelled with the footer's names. */
export const serviceLinks: NavLink[] = [
  { label: 'Bulk Data Scraping', to: '/services/bulk-data-scrapping' },
  { label: 'Custom Scraping Software', to: '/services/custom-web-scraping' },
  { label: 'Web Automation Bots', to: '/services/web-automation' },
  { label: 'AI-Powered Bots', to: '/services/ai-powered-bots' },
  { label: 'Daily Data Feeds', to: '/services/daily-data' },
  { label: 'Third-Party API Integration', to: '/services/api-integration' },
  { label: 'Server Setup For Bots', to: '/services/server-setup' },
  { label: 'PowerBI Dashboard Design', to: '/services/powerbi-design' },
];

/** Labels of the header's own controls and of the footer's blocks. */
export const headerText = { menuToggle: 'Menu', servicesMenu: 'Services', mainNav: 'Main', mobileNav: 'Mobile' } as const;
export const footerText = { social: 'Social media', offices: 'Global offices', usefulLinks: 'Useful Links', services: 'Services' } as const;

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

export type SocialNetwork = 'linkedin' | 'x' | 'facebook' | 'github';

export const socialLinks: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'linkedin', label: 'DataLoom Solutions on LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'x', label: 'DataLoom Solutions on X', href: 'https://x.com/' },
  { network: 'facebook', label: 'DataLoom Solutions on Facebook', href: 'https://www.facebook.com/' },
  { network: 'github', label: 'DataLoom Solutions on GitHub', href: 'https://github.com/' },
];
