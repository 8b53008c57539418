import { pino, type Logger } from 'pino';

/** pino; pretty only on a terminal. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}
