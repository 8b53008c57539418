import type { Repositories } from '../../repositories/index';
import { computeSlots, type BusyInterval, type ComputedSlot } from '../../booking/slots';

/** Busy times are read this far around the window: wider than any buffer (at most 240 minutes). */
const BUSY_MARGIN_MS = 6 * 60 * 60_000;

export interface FreeSlotSources {
  repos: Repositories;
  /** Who is busy when in [from, to): booked calls, and whatever else is wired in; `except` leaves one booking out. */
  busy: (from: Date, to: Date, except?: string) => Promise<BusyInterval[]>;
  now: () => Date;
}

/**
 * The free slots starting in [from, to) of everyone who takes calls (or of `only`): their hours less
 * their busy times (but for the booking `except`, one being moved). One reader for what visitors are offered, what a booking checks and a person's
 * own preview, so the three never disagree.
 */
export function freeSlotsReader({ repos, busy, now }: FreeSlotSources) {
  return async (from: Date, to: Date, { only, except }: { only?: string; except?: string } = {}): Promise<ComputedSlot[]> => {
    const [everyone, busyTimes] = await Promise.all([
      repos.callAvailability.takingCalls(),
      busy(new Date(from.getTime() - BUSY_MARGIN_MS), new Date(to.getTime() + BUSY_MARGIN_MS), except),
    ]);
    const people = only ? everyone.filter((p) => p.id === only) : everyone;
    return computeSlots({ people, busy: busyTimes, from, to, now: now() });
  };
}
