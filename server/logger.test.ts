import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const LINES = 20_000;

/**
 * A child process that logs LINES request lines through createLogger onto a piped stdout (as in a
 * container), then ends as `ending` says; answers what reached the pipe and the child's stderr.
 */
function logThenEnd(ending: 'process.exit' | 'flushLog, then process.exit') {
  const code = `
    import { symbols } from 'pino';
    import { createLogger, flushLog } from './server/logger.ts';
    const log = createLogger('info');
    process.stderr.write(JSON.stringify({ sync: log[symbols.streamSym].sync }));
    for (let i = 0; i < ${LINES}; i++) log.info({ method: 'GET', url: '/blog', statusCode: 200, ms: 1, i }, 'request');
    ${ending === 'process.exit' ? '' : 'await flushLog(log);'}
    process.exit(0);
  `;
  return new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve({ stdout, stderr }) : reject(new Error(`child exited ${status}: ${stderr}`))));
  });
}

describe('the log on a pipe (decision 106)', () => {
  for (const ending of ['process.exit', 'flushLog, then process.exit'] as const) {
    it(`is written asynchronously and loses no line at exit (${ending})`, async () => {
      const { stdout, stderr } = await logThenEnd(ending);
      expect(JSON.parse(stderr)).toEqual({ sync: false });
      const numbers = stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { i: number }).i);
      expect(numbers).toHaveLength(LINES);
      expect(numbers.every((n, k) => n === k)).toBe(true);
    }, 30_000);
  }
});
