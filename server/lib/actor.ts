/** Whom a history line, revision or save credits: a person, or a job (id null); never an empty name (decision 037). */
export interface Actor {
  id: string | null;
  name: string;
}

/** Jobs acting on their own (leads' escalations, mail). */
export const SYSTEM_ACTOR: Actor = Object.freeze({ id: null, name: 'System' });

/** The scheduled publish of a post (decision 047): its saves and history lines are credited to it. */
export const SCHEDULER_ACTOR: Actor = Object.freeze({ id: null, name: 'Scheduler' });
