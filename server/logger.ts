import { createRequire } from 'node:module';
import { destination as fileDestination, pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import { terminalDestination } from './terminal-log';

/** Request parts that carry credentials or personal data: never written to the log. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.body',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'body',
  'payload',
];

interface QueryError extends Error {
  query: string;
  params: unknown[];
}
const isQueryError = (err: Error): err is QueryError =>
  typeof (err as Partial<QueryError>).query === 'string' && Array.isArray((err as Partial<QueryError>).params);

/** The stack's frames without its first lines, which repeat the message. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * A failed query is logged with its SQL text and parameter count: its parameters (a lead's name and
 * message, a password hash) and the driver's detail ("Failing row contains …") stay out of the log.
 * Values PostgreSQL quotes at the end of a message ('invalid input syntax …: "x"') are cut too.
 */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  if (!isQueryError(err)) return stdSerializers.err(err);
  const cause = (err.cause ?? {}) as {
    code?: unknown;
    message?: unknown;
    table?: unknown;
    column?: unknown;
    constraint?: unknown;
    routine?: unknown;
  };
  return {
    type: err.name,
    message: 'Failed query',
    query: err.query,
    paramCount: err.params.length,
    cause: {
      code: cause.code,
      message: typeof cause.message === 'string' ? cause.message.replace(/:\s*".*"\s*$/s, ': [redacted]') : undefined,
      table: cause.table,
      column: cause.column,
      constraint: cause.constraint,
      routine: cause.routine,
    },
    stack: framesOf(err.stack),
  };
}

/** pino-pretty is a devDependency: a production install (npm prune --omit=dev) does not have it. */
function prettyResolves(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * pino: JSON lines, except on a terminal, where a person reads them: there pino-pretty in
 * development where it is installed, and otherwise (production, or a pruned install) our own short
 * lines (terminal-log.ts). `destination` is for tests.
 *
 * The JSON lines go out asynchronously (decision 106): pino's default stdout writes each line with a
 * synchronous fs.write, 11–12.5 % of the main thread in a cached-article run (issue 44). Lines written
 * while a write is under way join the next one; pino flushes what is left synchronously when the
 * process exits (process.exit included), and main.ts waits for flushLog before its own exit.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
  };
  if (destination) return pino(options, destination);
  if (!process.stdout.isTTY) return pino(options, fileDestination({ dest: process.stdout.fd, sync: false }));
  if (process.env.NODE_ENV !== 'production' && prettyResolves()) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } });
  }
  return pino(options, terminalDestination());
}

/** Resolves once every line logged so far has been written (a stopping process calls it before exiting). */
export function flushLog(logger: Pick<Logger, 'flush'>): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}
