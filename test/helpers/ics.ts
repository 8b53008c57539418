import ICAL from 'ical.js';

/** One invitation's event, as an independent iCalendar parser (ical.js, Mozilla's) reads it. */
export interface ReadInvitation {
  method: string;
  uid: string;
  sequence: number;
  status: string | null;
  start: Date;
  end: Date;
  summary: string;
  /** Unescaped (RFC 5545 TEXT). */
  description: string;
  organizer: string;
  attendees: string[];
}

/**
 * Reads an .ics as a calendar client would, after the checks ical.js is lenient about: every line
 * ends in CRLF and none is longer than 75 octets (RFC 5545 section 3.1). Throws when the text is
 * not iCalendar, or not one VCALENDAR with one VEVENT.
 */
export function readInvitation(text: string): ReadInvitation {
  if (!text.endsWith('\r\n') || /[\r\n]/.test(text.replace(/\r\n/g, ''))) throw new Error('every .ics line must end in CRLF');
  const long = text.split('\r\n').find((line) => Buffer.byteLength(line, 'utf8') > 75);
  if (long !== undefined) throw new Error(`an .ics line is longer than 75 octets: ${long}`);
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  if (calendar.name !== 'vcalendar') throw new Error(`not a VCALENDAR: ${calendar.name}`);
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`one VEVENT expected, ${events.length} found`);
  const vevent = events[0]!;
  const event = new ICAL.Event(vevent);
  const text_ = (name: string) => {
    const value = vevent.getFirstPropertyValue(name);
    return value === null ? null : String(value);
  };
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: text_('status'),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    summary: event.summary,
    description: event.description,
    organizer: String(event.organizer),
    attendees: event.attendees.map((a) => String(a.getFirstValue())),
  };
}
