import type { LeadConflict } from '@contract/leads';
import type { PipelineValues } from './pipeline-form-state';

/** What the lead's action answers (the staff screens' `{ ok, toast, error, conflict }`, plan §7). */
export interface LeadActionAnswer {
  ok?: boolean;
  /** A sentence naming what was done ("Lead saved", "Moved Ada to Qualified"). */
  toast?: string;
  /** A sentence naming what failed. */
  error?: string;
  /** The lead's version after a save. */
  version?: number;
  /** The save was made on a stale version: the lead now, who changed it, and what this person sent. */
  conflict?: Pick<LeadConflict, 'current' | 'changedBy'> & { mine: Partial<PipelineValues> };
}
