import { describe, expect, it } from 'vitest';
import { DEFAULT_SPAM_THRESHOLD, MIN_FILL_MS, scoreSpam } from './spam';

const now = 1_800_000_000_000;
const human = now - 60_000;
const fast = now - 500;

describe('scoreSpam', () => {
  it('passes a plain enquiry, filled at a human pace', () => {
    expect(scoreSpam({ texts: ['Ada', 'We need prices from https://shop.example daily.'], startedAt: human, now })).toEqual({
      spam: false,
      score: 0,
      signals: [],
    });
  });

  it('passes when the page sent no start time (no JavaScript)', () => {
    expect(scoreSpam({ texts: ['Ada', 'hi'], now }).spam).toBe(false);
  });

  it("passes the issue's enquiry: SERP data for an SEO agency that also mentions casino odds, typed at human speed", () => {
    const verdict = scoreSpam({
      texts: [
        'Priya Nair',
        'We are an SEO agency and need daily SERP data for 2,000 keywords in five markets. One client compares casino odds sites, so those results too. See https://agency.example for who we are.',
      ],
      startedAt: human,
      now,
    });
    expect(verdict).toEqual({ spam: false, score: 2, signals: ['keywords'] });
  });

  it('a keyword alone never quarantines, not even two of them', () => {
    expect(scoreSpam({ texts: ['A', 'Cheap BACKLINKS for you'], now }).spam).toBe(false);
    expect(scoreSpam({ texts: ['A', 'casino and casino and more casino'], now })).toMatchObject({ spam: false, score: 2 });
    expect(scoreSpam({ texts: ['A', 'casino and viagra'], now })).toMatchObject({ spam: false, score: 4 });
  });

  it('a filled honeypot quarantines on its own, whatever the threshold', () => {
    expect(scoreSpam({ website: 'x', texts: ['A', 'hello'], startedAt: human, now, threshold: 100 })).toEqual({
      spam: true,
      score: 0,
      signals: ['honeypot'],
    });
  });

  it('too fast, with links and keywords, is spam and names every signal', () => {
    const verdict = scoreSpam({
      texts: ['Bot', 'Buy backlinks http://a.example http://b.example http://c.example'],
      startedAt: fast,
      now,
    });
    expect(verdict).toEqual({ spam: true, score: 10, signals: ['too-fast', 'links', 'link-heavy', 'keywords'] });
  });

  it('two strong signals reach the default threshold; one does not', () => {
    expect(scoreSpam({ texts: ['A', ''], startedAt: now - MIN_FILL_MS + 1, now })).toMatchObject({ spam: false, signals: ['too-fast'] });
    expect(scoreSpam({ texts: ['A', 'casino'], startedAt: fast, now })).toMatchObject({ spam: true, score: DEFAULT_SPAM_THRESHOLD });
    expect(scoreSpam({ texts: ['http://name.example', 'hello there'], startedAt: fast, now })).toMatchObject({
      spam: true,
      signals: ['too-fast', 'links'],
    });
  });

  it('scores a message of links only, and one shouted in capitals', () => {
    expect(scoreSpam({ texts: ['A', ' http://a.example '], now })).toMatchObject({ score: 2, signals: ['url-only'] });
    expect(scoreSpam({ texts: ['A', 'http://a.example http://b.example http://c.example'], now })).toMatchObject({
      spam: true,
      score: 7,
      signals: ['links', 'link-heavy', 'url-only'],
    });
    expect(scoreSpam({ texts: ['A', 'BEST CASINO BONUS, CLICK NOW http://a.example http://b.example http://c.example'], now })).toMatchObject({
      spam: true,
      score: 8,
      signals: ['links', 'link-heavy', 'keywords', 'all-caps'],
    });
    // Short capitals (an acronym, "OK THANKS") are not shouting.
    expect(scoreSpam({ texts: ['A', 'NEED API ASAP'], now }).signals).toEqual([]);
  });

  it('the threshold moves the line', () => {
    const input = { texts: ['A', 'casino'], now };
    expect(scoreSpam({ ...input, threshold: 2 }).spam).toBe(true);
    expect(scoreSpam({ ...input, threshold: 3 }).spam).toBe(false);
  });

  it('is stable across calls (no regex state left behind)', () => {
    const input = { texts: ['www.a.example', 'casino'], startedAt: fast, now };
    expect(scoreSpam(input)).toEqual(scoreSpam(input));
    expect(scoreSpam(input).signals).toEqual(['too-fast', 'links', 'keywords']);
  });
});

describe('scoreSpam weighs links by number, share of the message and whose site they lead to (issue 42 point 6)', () => {
  const pharmacy = Array.from({ length: 8 }, (_, i) => `Buy now http://cheap-pills-${i + 1}.example/offer`).join('\n');

  it('quarantines eight pharmacy links to eight hosts, typed at a human pace', () => {
    expect(scoreSpam({ texts: ['Jon', pharmacy], email: 'jon@mail.example', startedAt: human, now })).toEqual({
      spam: true,
      score: 6,
      signals: ['links', 'link-heavy'],
    });
  });

  it("lets through an enquiry naming the visitor's own sites, even when they are most of it", () => {
    const message = 'Our shops: https://www.acme-bakery.com/shop https://orders.acme-bakery.com/ https://acme-bakery.co.uk/en please quote.';
    expect(scoreSpam({ texts: ['Ada', message], email: 'ada@acme-bakery.com', startedAt: human, now })).toEqual({
      spam: false,
      score: 0,
      signals: [],
    });
    // The same links from someone else's address are links to other sites.
    expect(scoreSpam({ texts: ['Ada', message], email: 'ada@gmail.com', startedAt: human, now })).toMatchObject({
      spam: true,
      signals: ['links', 'link-heavy'],
    });
  });

  it('many links inside a long enquiry add less than links that are the message', () => {
    const prose =
      'We compare prices across the retailers below every morning and need a feed of their product pages with prices, stock and ' +
      'shipping costs, delivered as CSV before eight, with a history kept for a year. Could you quote for the first three months?';
    const sites = ['https://shop-a.example/', 'https://shop-b.example/', 'https://shop-c.example/'].join(' ');
    expect(scoreSpam({ texts: ['Ada', `${prose} ${sites}`], email: 'ada@gmail.com', startedAt: human, now })).toEqual({
      spam: false,
      score: 2,
      signals: ['links'],
    });
  });
});

describe('scoreSpam with SPAM_MIN_FILL_SECONDS', () => {
  it('0 turns the fill-time check off; another value moves the line', () => {
    expect(scoreSpam({ texts: ['A', ''], startedAt: now - 10, now, minFillMs: 0 }).signals).toEqual([]);
    expect(scoreSpam({ texts: ['A', ''], startedAt: now - 4000, now, minFillMs: 5000 }).signals).toEqual(['too-fast']);
  });
});
