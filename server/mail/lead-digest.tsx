import cronParser from 'cron-parser';
import { can } from '@contract/roles';
import type { Repositories } from '../repositories/index';
import type { QueueDefinition } from '../jobs/types';
import { calendarDayIn, deskToday, type DeskToday } from '../lib/calendar-day';
import { localMinuteIn } from '@contract/zoned-time';
import { type DigestSection, type LeadBrief, type StaffMember } from '../repositories/lead-followups';
import { leadItem } from './lead-list-mail';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import type { LeadListMail } from './templates/lead-list';
import { mailSiteName } from './site-name';

export const LEAD_DIGEST_QUEUE = 'lead-digest';

export interface DigestSchedule {
  /** LEAD_DIGEST_CRON, or off. */
  cron: string;
  /** TZ. */
  timeZone: string;
}

/**
 * The cron time a scheduled run belongs to: the last one at or before the job was made. The job
 * keeps its createdOn across retries, so a digest cut off by a crash resends with the same Message-IDs.
 */
export function digestSlot(schedule: DigestSchedule, createdOn: Date): { slot: Date; previous: Date } {
  const at = cronParser.parseExpression(schedule.cron, { tz: schedule.timeZone, currentDate: new Date(createdOn.getTime() + 1000) });
  const slot = at.prev().toDate();
  return { slot, previous: at.prev().toDate() };
}

/** 2026-11-26T08:00Z → 20261126T0800 (UTC: unique whatever TZ says). */
const slotStamp = (slot: Date) => slot.toISOString().slice(0, 16).replace(/[-:]/g, '');

interface Digest {
  overdue: DigestSection;
  dueToday: DigestSection;
  unassigned: DigestSection;
}

const actionText = (l: LeadBrief) => (l.nextActionText ? `${l.nextActionText}: ` : 'next action ');
/** "2026-12-01 09:00 (Europe/Berlin)"-style, in the desk's zone (TZ). */
const dueLocal = (timeZone: string, l: LeadBrief) => (l.nextActionDueAt ? `${localMinuteIn(timeZone, l.nextActionDueAt).replace('T', ' ')}` : '');

function digestMail(settings: MailSettings, siteName: string, timeZone: string, today: string, d: Digest, quarantined: number): LeadListMail {
  const section = (title: string, s: DigestSection, note: (l: LeadBrief) => string) => ({
    title,
    items: s.leads.map((l) => leadItem(settings, l, note(l))),
    more: s.total - s.leads.length,
  });
  const counts = [
    d.overdue.total ? `${d.overdue.total} overdue` : '',
    d.dueToday.total ? `${d.dueToday.total} due today` : '',
    d.unassigned.total ? `${d.unassigned.total} new and unassigned` : '',
    quarantined ? `${quarantined} quarantined as spam since the last digest` : '',
  ].filter(Boolean);
  return {
    heading: `Your leads on ${today}`,
    intro: `${counts.join(', ')}.${quarantined ? ' Restore any real enquiry among the spam from the dashboard.' : ''}`,
    sections: [
      section('Overdue', d.overdue, (l) => `${actionText(l)}was due ${dueLocal(timeZone, l)}`),
      section('Due today', d.dueToday, (l) => `${actionText(l)}due at ${dueLocal(timeZone, l).slice(11)}`),
      section('New, nobody has taken them yet', d.unassigned, (l) => `arrived ${calendarDayIn(timeZone, l.createdAt)}`),
    ].filter((s) => s.items.length),
    button: { href: `${settings.siteUrl}/dashboard`, text: 'Open the lead desk' },
    footer: `${siteName} · choose which mail you get on your account page: ${settings.siteUrl}/account/notifications`,
  };
}

/**
 * The daily digest (LEAD_DIGEST_CRON in TZ): one mail per person with something to do, none for a
 * person with nothing; admins and sales managers also hear how many leads were quarantined since the previous run.
 */
export function leadDigestQueue(
  repos: Pick<Repositories, 'leadFollowUps' | 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
  schedule: DigestSchedule,
): QueueDefinition<object> {
  const { leadFollowUps: followUps } = repos;
  const off = schedule.cron === 'off';

  async function sendOne(reader: StaffMember, today: DeskToday, stamp: string, unassigned: DigestSection, quarantined: number, siteName: string) {
    const digest = { ...(await followUps.dueFor(reader.id, today)), unassigned };
    // Those who may empty the spam (`leads.all`) hear of it.
    const q = can(reader.role, 'leads.all') ? quarantined : 0;
    if (!digest.overdue.total && !digest.dueToday.total && !digest.unassigned.total && !q) return;
    const mail = digestMail(settings, siteName, schedule.timeZone, today.day, digest, q);
    const { LeadListEmail, leadListText } = await loadTemplates();
    await mailer.send({
      messageId: stableMessageId(`lead-digest-${stamp}`, reader.id, settings.siteUrl),
      kind: 'lead-digest',
      to: [reader.email],
      subject: mail.heading,
      ...(await renderEmail(<LeadListEmail {...mail} />, leadListText(mail))),
    });
  }

  return {
    name: LEAD_DIGEST_QUEUE,
    batchSize: 1,
    // A digest to many people takes a while: it is not taken for lost before this (then, on PostgreSQL,
    // another process resends what the lost one had not recorded as sent, with the same Message-IDs).
    expireInSeconds: 120,
    schedule: off ? 'off' : { cron: schedule.cron, tz: schedule.timeZone },
    async handle(_data, job) {
      if (off) return;
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const { slot, previous } = digestSlot(schedule, job.createdOn);
      const today = deskToday(schedule.timeZone, slot);
      const quarantined = await followUps.quarantinedBetween(previous, slot);
      const unassigned = await followUps.unassignedNew();
      // In id order, each one's Message-ID already sent is skipped by the mailer: a retry goes on where it stopped.
      for (const reader of await followUps.digestReaders()) await sendOne(reader, today, slotStamp(slot), unassigned, quarantined, siteName);
    },
  };
}
