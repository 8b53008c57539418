import ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';

export interface BusySpan {
  start: Date;
  end: Date;
}

export interface BusyReadOptions {
  /** The person's zone: floating times and all-day events are read in it. */
  zone: string;
  /** Events to leave out (the site's own bookings, already counted from the bookings table). */
  skipUid?: (uid: string) => boolean;
}

/** Occurrences of one recurring event looked at, at most: a daily event over a 60-day horizon is 60. */
const MAX_OCCURRENCES = 1000;

/**
 * The busy spans in [from, to) of one calendar object (RFC 5545): each event, recurrences expanded
 * (RRULE, RDATE, EXDATE and moved or cancelled single occurrences), less those that do not block time
 * (TRANSP:TRANSPARENT, STATUS:CANCELLED). Times with a zone the object defines (VTIMEZONE) or an IANA
 * TZID are exact; floating times and all-day dates are read in the person's zone. An object that does
 * not parse answers no span rather than failing the person's slots.
 */
export function busySpans(data: string, from: Date, to: Date, { zone, skipUid = () => false }: BusyReadOptions): BusySpan[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(data));
  } catch {
    return [];
  }
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const tz = new ICAL.Timezone(vtimezone);
    zones.set(tz.tzid, tz);
  }
  const events = calendar.getAllSubcomponents('vevent');
  const spans: BusySpan[] = [];
  for (const master of events.filter((e) => !e.hasProperty('recurrence-id'))) {
    const uid = String(master.getFirstPropertyValue('uid') ?? '');
    if (skipUid(uid)) continue;
    const exceptions = events.filter((e) => e.hasProperty('recurrence-id') && e.getFirstPropertyValue('uid') === uid);
    const event = new ICAL.Event(master, { exceptions });
    const add = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
      if (!blocksTime(item.component)) return;
      const tzid = item.component.getFirstProperty('dtstart')?.getParameter('tzid');
      const span = { start: instant(start, tzid, zones, zone), end: instant(end, tzid, zones, zone) };
      if (span.end > from && span.start < to && span.end > span.start) spans.push(span);
    };
    if (!event.isRecurring()) {
      add(event, event.startDate, event.endDate);
      continue;
    }
    const occurrences = event.iterator();
    for (let i = 0, next = occurrences.next(); next && i < MAX_OCCURRENCES; i++, next = occurrences.next()) {
      const details = event.getOccurrenceDetails(next);
      // A moved occurrence may start before its original time: look a day past the window.
      if (instant(next, undefined, zones, zone).getTime() > to.getTime() + 86_400_000) break;
      add(details.item, details.startDate, details.endDate);
    }
  }
  return spans;
}

function blocksTime(event: ICAL.Component): boolean {
  const transparency = String(event.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase();
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

/** A calendar time as an instant: UTC as it is, a zone the object defines by its rules, otherwise the IANA TZID or the person's zone. */
function instant(time: ICAL.Time, tzid: unknown, zones: Map<string, ICAL.Timezone>, zone: string): Date {
  if (time.zone?.tzid === 'UTC') return time.toJSDate();
  const named = typeof tzid === 'string' ? tzid : undefined;
  const defined = named ? zones.get(named) : undefined;
  if (defined && !time.isDate && !IANAZone.isValidZone(named!)) {
    const inZone = time.clone();
    inZone.zone = defined;
    return inZone.toJSDate();
  }
  const wallZone = named && IANAZone.isValidZone(named) && !time.isDate ? named : zone;
  return DateTime.fromObject(
    {
      year: time.year,
      month: time.month,
      day: time.day,
      hour: time.isDate ? 0 : time.hour,
      minute: time.isDate ? 0 : time.minute,
      second: time.isDate ? 0 : time.second,
    },
    { zone: wallZone },
  ).toJSDate();
}
