import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';
import { toFastifyTrustProxy } from './trust-proxy';

const trustProxy = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;

function problem(value: string): string {
  try {
    parseEnv({ TRUST_PROXY: value });
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    const problems = (err as EnvError).problems;
    expect(problems).toHaveLength(1);
    return problems[0]!;
  }
  throw new Error(`TRUST_PROXY=${value} was accepted`);
}

describe('TRUST_PROXY', () => {
  it('is off by default', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
  });

  it.each(['false', 'FALSE', 'no', 'off', '0'])('%j trusts no proxy', (value) => {
    expect(trustProxy(value)).toBe(false);
  });

  it.each([
    ['true', 1],
    ['yes', 1],
    ['on', 1],
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
  ])('%j is a number of proxy hops: %d', (value, hops) => {
    expect(trustProxy(value)).toBe(hops);
  });

  it('takes a comma-separated list of proxy addresses and CIDR ranges', () => {
    expect(trustProxy('10.0.0.1, 192.168.0.0/16,::1,fd00::/8, loopback,')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it.each(['maybe', '-1', '1.5', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.0/8/8', 'proxy.example.com', '10.0.0.1, nope'])(
    'refuses %j, naming TRUST_PROXY and what it accepts',
    (value) => {
      const message = problem(value);
      expect(message).toMatch(/^TRUST_PROXY: must be false, a number of proxy hops/);
      expect(message).toContain('true means 1');
      expect(message).toContain('comma-separated list of proxy IP addresses or CIDR ranges');
    },
  );
});

describe('toFastifyTrustProxy', () => {
  it('passes false and address lists through', () => {
    expect(toFastifyTrustProxy(false)).toBe(false);
    expect(toFastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });

  it('turns a hop count into a rule that trusts exactly that many hops, nearest first', () => {
    const trust = toFastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2, 3].map((hop) => trust('203.0.113.1', hop))).toEqual([true, true, false, false]);
  });
});
