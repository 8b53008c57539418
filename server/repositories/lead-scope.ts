import { eq, isNull, or, type SQL } from 'drizzle-orm';
import { leads } from '../db/schema/index';

/** The condition of the leads a scoped viewer may see (undefined: all); `scopedOwner` in lib/lead-scope.ts says whose. */
export function leadScope(scopedTo: string | undefined): SQL | undefined {
  return scopedTo ? or(eq(leads.ownerId, scopedTo), isNull(leads.ownerId)) : undefined;
}
