import { isTimeZone } from '@contract/booking';
import { timeZoneChoices } from '~/features/calls/calendar';

/** The zone a visitor without JavaScript sees first; the page's script switches to the browser's own. */
export const FALLBACK_ZONE = 'UTC';

/** Every zone the runtime knows, for the zone picker: UTC first (not every runtime lists it). */
export function zoneChoices(): string[] {
  return [FALLBACK_ZONE, ...timeZoneChoices(FALLBACK_ZONE).filter((z) => z !== FALLBACK_ZONE)];
}

/** ?tz= when it names a zone, else the fallback. */
export const chosenZone = (raw: string | null): string => (raw && isTimeZone(raw) ? raw : FALLBACK_ZONE);

const zoneName = (zone: string, style: 'longGeneric' | 'long', at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: style }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';

/**
 * A zone in words a visitor recognises: "Central European Time (Berlin)", "Coordinated Universal Time".
 * The generic name first (it does not change with the season); where the data has none ("GMT+00:00"),
 * the specific one.
 */
export function zoneWords(zone: string, at = new Date()): string {
  const named = [zoneName(zone, 'longGeneric', at), zoneName(zone, 'long', at)].find((n) => n && !/^GMT/.test(n));
  const city = zone.includes('/') ? zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ') : '';
  if (!named) return city ? `${zoneName(zone, 'long', at) || zone} (${city})` : zone;
  return city && !named.includes(city) ? `${named} (${city})` : named;
}

// Calendar days in a zone and in words: the availability editor's helpers, one implementation for both screens.
export { addDays, dayInWords, todayIn } from '~/features/calls/calendar';
