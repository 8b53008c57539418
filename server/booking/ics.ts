/**
 * A calendar invitation (RFC 5545 iCalendar, with RFC 5546 iTIP's METHOD) for one booked call
 * (issue 47 point 4, decision 127): one VEVENT, its times in UTC (no VTIMEZONE needed: a calendar
 * shows them in its own zone, right on either side of a daylight-saving change), CRLF line ends,
 * lines folded at 75 octets, TEXT values escaped. Written here (about 60 lines) rather than a new
 * dependency.
 */

export interface CalendarInvite {
  /** iTIP's method for a mail attachment; none for an object stored in a calendar (RFC 4791 4.1 forbids it there). */
  method?: 'REQUEST' | 'CANCEL';
  /** Stable for the booking: the cancellation names the same event. */
  uid: string;
  /** 0 when sent first, one more with each change (RFC 5545 3.8.7.4). */
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  /** A link (the lead on the desk, or the site). */
  url?: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (CN): quoted, without the characters a quoted parameter cannot hold (RFC 5545 3.2). */
const paramValue = (value: string): string =>
  `"${[...value].filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('')}"`;

/** UTC date-time form: 20270315T080000Z. */
export const utcStamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Folds a content line (RFC 5545 3.1): no line longer than 75 octets excluding the CRLF, a
 * continuation starting with one space; never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation's leading space counts, so it holds 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const mailto = (person: { name: string; email: string }) => `CN=${paramValue(person.name)}:mailto:${person.email}`;

/** The .ics file's text. */
export function calendarInvite(invite: CalendarInvite): string {
  const cancelled = invite.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Website//Booked calls//EN',
    'CALSCALE:GREGORIAN',
    ...(invite.method ? [`METHOD:${invite.method}`] : []),
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utcStamp(invite.stamp)}`,
    `DTSTART:${utcStamp(invite.start)}`,
    `DTEND:${utcStamp(invite.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(invite.url ? [`URL:${invite.url}`] : []),
    `ORGANIZER;${mailto(invite.organizer)}`,
    // Stored in the organizer's calendar (no METHOD), SCHEDULE-AGENT=CLIENT (RFC 6638 7.1) keeps a scheduling
    // server (Nextcloud, iCloud) from mailing the attendee an invitation of its own: the site has sent one.
    ...invite.attendees.map(
      (a) =>
        `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'NEEDS-ACTION'};RSVP=FALSE;${invite.method ? '' : 'SCHEDULE-AGENT=CLIENT;'}${mailto(a)}`,
    ),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
