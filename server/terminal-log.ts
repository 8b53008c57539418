import type { DestinationStream } from 'pino';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, or that say nothing to a person at a terminal. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

const clock = (time: unknown) => new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);

function describe(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/**
 * One pino line (JSON) as one short line a person reads: `12:04:31 GET /blog 200 8 ms`, or
 * `12:04:31 WARN message key=value`; an error's stack follows on its own lines.
 */
export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const parts = [clock(entry.time)];
  if (entry.msg === 'request' && typeof entry.method === 'string') {
    // plugins/app/request-log.ts
    return `${parts[0]} ${entry.method} ${String(entry.url)} ${String(entry.statusCode)} ${String(entry.ms)} ms\n`;
  }
  if (level !== 30) parts.push(LEVELS[level] ?? String(level));
  parts.push(String(entry.msg ?? ''));
  let stack = '';
  for (const [key, value] of Object.entries(entry)) {
    if (HIDDEN.has(key) || value === undefined) continue;
    if (key === 'err' && value && typeof value === 'object') {
      const err = value as { message?: unknown; stack?: unknown };
      parts.push(`err=${describe(err.message)}`);
      if (typeof err.stack === 'string') stack = `\n${err.stack}`;
      continue;
    }
    parts.push(`${key}=${describe(value)}`);
  }
  return `${parts.join(' ')}${stack}\n`;
}

/** A pino destination writing readable lines to a terminal (written synchronously, in order). */
export function terminalDestination(out: { write(text: string): unknown } = process.stdout): DestinationStream {
  return { write: (line: string) => void out.write(formatLogLine(line)) };
}
