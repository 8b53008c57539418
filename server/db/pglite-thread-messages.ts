/** What the app's thread asks the embedded database's thread (server/db/pglite-thread.ts). */
export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; rawDates: boolean; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** A database error as plain data: its message and PostgreSQL's fields (code, constraint, detail…). */
export interface ThreadError {
  message: string;
  props: Record<string, unknown>;
}

export type ThreadReply = { id: number; result: unknown } | { id: number; error: ThreadError };

/** The thread's first message: the database is open, or why it is not. */
export type ThreadReady = { ready: true } | { ready: false; error: ThreadError };

export interface ThreadOptions {
  dir: string;
  sharedBuffers?: string;
}

export function toThreadError(err: unknown): ThreadError {
  if (!(err instanceof Error)) return { message: String(err), props: {} };
  const props: Record<string, unknown> = { name: err.name };
  for (const [key, value] of Object.entries(err)) if (typeof value !== 'function' && typeof value !== 'object') props[key] = value;
  return { message: err.message, props };
}

export function fromThreadError(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error.props);
}
