import { describe, expect, it } from 'vitest';
import { MIN_FILL_MS, spamReasons } from './spam';

describe('spamReasons', () => {
  const now = 1_800_000_000_000;
  it('passes a plain enquiry, filled at a human pace', () => {
    expect(spamReasons({ texts: ['Ada', 'We need prices from https://shop.example daily.'], startedAt: now - 60_000, now })).toEqual([]);
  });
  it('passes when the page sent no start time (no JavaScript)', () => {
    expect(spamReasons({ texts: ['Ada', 'hi'], now })).toEqual([]);
  });
  it('names each reason', () => {
    expect(spamReasons({ website: 'x', texts: ['A', ''], now })).toEqual(['honeypot']);
    expect(spamReasons({ texts: ['A', ''], startedAt: now - MIN_FILL_MS + 1, now })).toEqual(['too-fast']);
    expect(spamReasons({ texts: ['A', 'http://a.example http://b.example www.c.example'], now })).toEqual(['links']);
    expect(spamReasons({ texts: ['http://name.example', ''], now })).toEqual(['links']);
    expect(spamReasons({ texts: ['A', 'Cheap BACKLINKS for you'], now })).toEqual(['keywords']);
  });
  it('is stable across calls (no regex state left behind)', () => {
    const input = { texts: ['www.a.example', ''], now };
    expect(spamReasons(input)).toEqual(['links']);
    expect(spamReasons(input)).toEqual(['links']);
  });
});

describe('spamReasons with SPAM_MIN_FILL_SECONDS', () => {
  it('0 turns the fill-time check off; another value moves the line', () => {
    const now = 1_800_000_000_000;
    expect(spamReasons({ texts: ['A', ''], startedAt: now - 10, now, minFillMs: 0 })).toEqual([]);
    expect(spamReasons({ texts: ['A', ''], startedAt: now - 4000, now, minFillMs: 5000 })).toEqual(['too-fast']);
  });
});
