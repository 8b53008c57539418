import { BACKUP_MAX_AGE_DAYS, type LaunchCheck, type LaunchChecklist } from '@contract/launch-checklist';
import type { LaunchFacts, SampleCollection } from '../../repositories/launch-facts';
import { companyFactChecks } from './company-fact-checks';

export interface LaunchSettings {
  siteUrl: string;
  smtpConfigured: boolean;
}

const DAY_MS = 86_400_000;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const names = (list: string[]) => (list.length > 3 ? `${list.slice(0, 3).join(', ')} and ${list.length - 3} more` : list.join(', '));

function sampleCheck(id: LaunchCheck['id'], collection: SampleCollection, label: string, noun: [string, string], n: number): LaunchCheck {
  return {
    id,
    ok: n === 0,
    label,
    detail: n === 0 ? `No sample ${noun[1]} published.` : `${plural(n, `sample ${noun[0]} is`, `sample ${noun[1]} are`)} still published.`,
    href: `/admin/site/${collection}`,
  };
}

/** The checklist from the facts and the server's settings (decision 074): each item says what is left and where to do it. */
export function launchChecklist(facts: LaunchFacts, settings: LaunchSettings, now: Date): Omit<LaunchChecklist, 'launch'> {
  const given = facts.adminsWithGivenPassword;
  const host = new URL(settings.siteUrl).hostname;
  const samples = facts.publishedSamples;
  const backupAgeDays = facts.lastBackupAt ? (now.getTime() - facts.lastBackupAt.getTime()) / DAY_MS : null;
  const items: LaunchCheck[] = [
    {
      id: 'admin-password',
      ok: given.length === 0,
      label: 'Admins chose their own passwords',
      detail: given.length
        ? `${names(given)} still ${given.length === 1 ? 'signs' : 'sign'} in with a password set for them: change it from the menu under your name.`
        : 'Every admin signs in with a password they chose.',
      href: '/admin/users',
    },
    {
      id: 'site-url',
      ok: !LOOPBACK_HOSTS.has(host),
      label: 'The site’s public address is set',
      detail: LOOPBACK_HOSTS.has(host)
        ? `Links in mails, the sitemap and feeds point at ${settings.siteUrl}: set SITE_URL=https://your.domain on the server.`
        : `Links point at ${settings.siteUrl}.`,
      href: '/sitemap.xml',
    },
    {
      id: 'smtp-url',
      ok: settings.smtpConfigured,
      label: 'Mail is sent',
      detail: settings.smtpConfigured
        ? 'SMTP_URL is set: enquiries, confirmations and resets are mailed.'
        : 'SMTP_URL is not set: mails wait in the outbox and nobody receives them.',
      href: '/admin/emails',
    },
    sampleCheck('sample-testimonials', 'testimonials', 'Sample testimonials replaced', ['testimonial', 'testimonials'], samples.testimonials),
    sampleCheck('sample-logos', 'logos', 'Sample client logos replaced', ['logo', 'logos'], samples.logos),
    sampleCheck('sample-case-studies', 'case-studies', 'Sample case studies replaced', ['case study', 'case studies'], samples['case-studies']),
    {
      id: 'legal-pages',
      ok: samples.pages === 0,
      label: 'Legal pages reviewed',
      detail: samples.pages
        ? `${plural(samples.pages, 'legal page still shows', 'legal pages still show')} the sample text.`
        : 'No legal page shows sample text.',
      href: '/admin/site/pages',
    },
    ...companyFactChecks(facts.legal),
    {
      id: 'backup',
      ok: backupAgeDays !== null && backupAgeDays <= BACKUP_MAX_AGE_DAYS,
      label: `A backup in the last ${BACKUP_MAX_AGE_DAYS} days`,
      detail:
        backupAgeDays === null
          ? 'No backup has been taken yet.'
          : `The last backup was taken ${backupAgeDays < 1 ? 'today' : plural(Math.floor(backupAgeDays), 'day ago', 'days ago')}.`,
      href: '/admin/users',
    },
  ];
  return { items, done: items.filter((i) => i.ok).length, total: items.length };
}
