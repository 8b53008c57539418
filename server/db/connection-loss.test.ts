import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/errors';
import { databaseAwayError, isConnectionLoss } from './connection-loss';

const coded = (code: string) => Object.assign(new Error(code), { code });

describe('isConnectionLoss', () => {
  it('knows a lost or refused connection by its code, or by node-postgres’s code-less messages, also when wrapped', () => {
    for (const err of [
      coded('57P01'),
      coded('08006'),
      coded('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout expired'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Failed query: insert …', { cause: coded('57P01') }),
      databaseAwayError(1234),
    ])
      expect(isConnectionLoss(err), String(err)).toBe(true);
  });

  it('does not take a query’s own failure (or a disk full) for a lost connection', () => {
    for (const err of [
      coded('23505'),
      coded('53100'),
      coded('57014'),
      new Error('syntax error'),
      Object.assign(new Error('Connection terminated'), { code: '42P01' }),
    ])
      expect(isConnectionLoss(err), String(err)).toBe(false);
  });

  it('makes the error handler answer 503 for each, for a statement timeout and for an aborted transaction', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57014'))).toBe(true);
    // A statement that came while the embedded database's one session was in an aborted transaction (issue 40).
    expect(isDatabaseUnavailable(coded('25P02'))).toBe(true);
    expect(isDatabaseUnavailable(coded('23505'))).toBe(false);
  });
});
