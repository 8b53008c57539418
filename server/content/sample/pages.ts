import type { LegalSlug } from '@contract/content/pages';
import type { SampleItem } from './types';
import { sampleId } from './ids';

/** The line every sample legal page starts with (the launch checklist flags pages still sample). */
export const SAMPLE_LEGAL_NOTICE = 'Sample text — replace before launch.';

const notice = `<p><strong>${SAMPLE_LEGAL_NOTICE}</strong> This page is a starting point written for this software, not legal advice: have it reviewed for your company and your countries before you publish the site.</p>`;

const pages: Record<LegalSlug, { title: string; body: string }> = {
  privacy: {
    title: 'Privacy policy',
    body: `<h2>Who we are</h2><p>This site is run by {legalName}, {address}, which decides why and how the personal data below is used (the controller).</p><p>Write to the privacy address on the contact page with any question or request.</p>
<h2>What we collect and why</h2><ul><li><strong>Contact form:</strong> your name, e-mail, phone, company, the service and budget you chose and your message, to answer you and prepare a quote (our legitimate interest, or steps before a contract).</li><li><strong>Newsletter:</strong> your e-mail address and the date you confirmed it, to send the newsletter you asked for (your consent, withdrawn with the link in every issue).</li><li><strong>Visit statistics:</strong> counts of page views without cookies or personal identifiers.</li></ul>
<h2>How long we keep it</h2><p>The section “What this site keeps” below lists each item and how long it is kept, from the site’s own settings.</p>
<h2>Who receives it</h2><p>Our staff and the hosting and e-mail providers that run this site for us, under data processing agreements. We do not sell personal data.</p>
<h2>Your rights</h2><p>You may ask for a copy of your data, its correction or erasure, object to its use or ask us to restrict it, and complain to your data protection authority.</p>`,
  },
  terms: {
    title: 'Terms of service',
    body: `<h2>These terms</h2><p>This website is run by {legalName}, {address}.</p><p>These terms apply to the use of this website. Projects are governed by the written proposal and contract signed for each of them.</p>
<h2>Use of the site</h2><p>You may read and share the site’s pages. Do not try to disrupt the site, get past its security or collect its content in bulk without our permission.</p>
<h2>Content</h2><p>Texts, images and code samples on this site belong to us or to their owners. Articles are general information, not advice for a particular case.</p>
<h2>Liability</h2><p>The site is provided as it is; we are not liable for losses caused by relying on its content, as far as the law allows.</p>
<h2>Changes</h2><p>We may change these terms; the date below says when they last changed.</p>`,
  },
  'acceptable-use': {
    title: 'Acceptable use policy',
    body: `<h2>What we collect for clients</h2><p>We collect publicly available data for lawful purposes, from sources whose terms and robots.txt allow it, at rates that do not burden them.</p>
<h2>What we refuse</h2><ul><li>Getting past logins, paywalls or access controls we were not given access to.</li><li>Collecting personal data without a lawful basis, or special categories of data (health, beliefs, sexual life) at all.</li><li>Data for harassment, discrimination, spam, fraud or surveillance of individuals.</li><li>Copying copyrighted content for republication.</li></ul>
<h2>When a project breaks these rules</h2><p>We stop the work and tell the client why. Report a misuse of our services to the contact address of this site.</p>`,
  },
  security: {
    title: 'Security',
    body: `<h2>How we protect client data</h2><ul><li>Data encrypted in transit and at rest; deliveries through encrypted channels only.</li><li>Credentials kept in a secrets store, never in code or e-mail.</li><li>Staff accounts protected by two-factor authentication; access limited to the people on a project.</li><li>Backups encrypted and tested; data deleted at the end of the agreed retention period.</li></ul>
<h2>Reporting a vulnerability</h2><p>Write to the security address on the contact page (also listed in <a href="/.well-known/security.txt">security.txt</a>). We answer within two business days and do not take action against research done in good faith.</p>`,
  },
  dpa: {
    title: 'Data processing agreement (summary)',
    body: `<h2>When it applies</h2><p>When a project involves personal data that a client controls, we act as its processor and sign a data processing agreement before the work starts.</p>
<h2>What it says</h2><ul><li>We process the data only on the client’s documented instructions and for the agreed purpose.</li><li>People who handle it are bound to confidentiality.</li><li>Security measures as described on our security page.</li><li>Sub-processors (hosting, storage) listed and changed only with notice.</li><li>Help with data subjects’ requests and breach notification without undue delay.</li><li>Deletion or return of the data at the end of the project.</li></ul>
<p>Ask for the full agreement through the contact page.</p>`,
  },
  imprint: {
    title: 'Imprint',
    // The {tokens} are the company item's legal facts (decision 116): a line naming one it lacks is left out.
    body: `<h2>Company</h2><p>{legalName}</p><p>{address}</p>
<ul><li>Register: {register}</li><li>Registration number: {registrationNumber}</li><li>VAT ID: {vatId}</li><li>Responsible for the content: {responsiblePerson}</li></ul>
<h2>Contact</h2><ul><li>E-mail: {email}</li><li>Phone: {phone}</li></ul><p>Our offices are listed on the <a href="/contactus">contact page</a>.</p>`,
  },
};

/** The six legal pages, published and marked as sample text in their first line. */
export const samplePages: SampleItem<'pages'>[] = (Object.keys(pages) as LegalSlug[]).map((slug) => ({
  id: sampleId('pages', slug),
  data: { slug, title: pages[slug].title, body: notice + pages[slug].body, lastUpdated: '2026-11-26' },
}));
