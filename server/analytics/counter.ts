import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { OTHER_VALUE, referrerHostOf, sourceKey } from '@contract/analytics';
import { calendarDayIn, dayBefore } from '../lib/calendar-day';
import type { AnalyticsRepository, VisitCount } from '../repositories/analytics';
import type { PageObserver } from '../web/page-observer';
import { classifyAgent } from './agent';

/** Written together this often (never one write per view). */
export const VISITS_FLUSH_MS = 5_000;
/** A batch this large is written at once. */
const FLUSH_AT = 5_000;
/** Held at most while the database is away; beyond it views are dropped (and counted). */
const MAX_PENDING = 20_000;
const MAX_PATH = 300;
/** A campaign tag or referrer host longer than this is junk, not a campaign: counted as OTHER_VALUE (decision 086). */
const MAX_TAG = 100;
/** Visitor ids keep 8 bytes of the hash: enough to tell a day's visitors apart, too little to be anything else. */
const VISITOR_HEX = 16;

/** What one view is made of; the address and user agent only ever reach the hash. */
export interface PageView {
  /** Path and query as requested (the campaign tags are read from it). */
  url: string;
  referrer: string | undefined;
  ip: string | undefined;
  userAgent: string | undefined;
}

/** A page the browser fetches ahead (speculation rules, decision 005) is not a visitor reading it. */
const isPrefetch = (req: IncomingMessage) => /prefetch|prerender/.test(String(req.headers['sec-purpose'] ?? req.headers.purpose ?? ''));
/** Cacheable public answers that are not pages: the sitemap, feeds, robots.txt, security.txt, social cards, the web manifest. */
const NOT_A_PAGE = /\.(xml|txt|png|webmanifest)$/;

const keyOf = (r: VisitCount) => `${r.day}\0${r.visitor}\0${r.path}\0${r.source}\0${r.referrerHost}\0${r.utmMedium}\0${r.utmCampaign}\0${r.device}`;

const bounded = (value: string) => (value.length > MAX_TAG ? OTHER_VALUE : value);

function campaign(url: string, q: number): { utmSource: string; utmMedium: string; utmCampaign: string } {
  // Parsed only when a campaign tag is there: most views have no query at all.
  if (q === -1 || !url.includes('utm_', q)) return { utmSource: '', utmMedium: '', utmCampaign: '' };
  const query = new URLSearchParams(url.slice(q + 1));
  const tag = (name: string) => bounded((query.get(name) ?? '').trim());
  return { utmSource: tag('utm_source'), utmMedium: tag('utm_medium').toLowerCase(), utmCampaign: tag('utm_campaign') };
}

/** Adds a row's views to the batch; answers the views dropped (the batch is full). */
function add(pending: Map<string, VisitCount>, row: VisitCount): number {
  const key = keyOf(row);
  const entry = pending.get(key);
  if (entry) entry.views += row.views;
  else if (pending.size < MAX_PENDING) pending.set(key, row);
  else return row.views;
  return 0;
}

/** The day in TZ, worked out at most once a second (Intl formatting on every view would show in the bench). */
function dayClock(timeZone: string, now: () => number): () => string {
  let day = '';
  let until = 0;
  return () => {
    const t = now();
    if (t >= until) {
      day = calendarDayIn(timeZone, new Date(t));
      until = t + 1_000;
    }
    return day;
  };
}

/** The row one view adds to: the visitor hashed with the day's salt, the campaign read from the query. */
function visitOf(
  { url, referrer, ip, userAgent = '' }: PageView,
  { day, salt, siteHost, device }: { day: string; salt: string; siteHost: string; device: string },
): VisitCount {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).slice(0, MAX_PATH);
  const { utmSource, utmMedium, utmCampaign } = campaign(url, q);
  const referrerHost = bounded(referrerHostOf(referrer));
  const source = sourceKey({ utmSource, referrerHost, siteHost });
  const visitor = createHash('sha256')
    .update(salt)
    .update(ip ?? '')
    .update('\0')
    .update(userAgent)
    .digest('hex')
    .slice(0, VISITOR_HEX);
  return { day, visitor, path, source, referrerHost, utmMedium, utmCampaign, device, views: 1 };
}

/** Today's and tomorrow's salts in memory (the first view after midnight needs no round trip); older ones forgotten. */
function saltStore(repository: AnalyticsRepository, today: () => string) {
  const salts = new Map<string, string>();
  let loading: Promise<void> | null = null;
  const load = (): Promise<void> => {
    loading ??= (async () => {
      const d = today();
      for (const kept of salts.keys()) if (kept < d) salts.delete(kept);
      for (const wanted of [d, dayBefore(d, -1)]) if (!salts.has(wanted)) salts.set(wanted, await repository.salt(wanted));
    })().finally(() => {
      loading = null;
    });
    return loading;
  };
  return { salts, load };
}

/**
 * Counts page views in memory (decision 066): per day in `timeZone`, visitor, path, source,
 * referrer host, campaign and device class. The visitor is 8 bytes of sha256(day's salt, address,
 * user agent); the salt is shared by every process through analytics_salts and deleted with the
 * day, so a past day's ids can never be linked to an address again. Bots and prefetches are not
 * counted. Writes are batched: every VISITS_FLUSH_MS, when FLUSH_AT views are waiting, and at close.
 */
export function createPageViewCounter({
  repository,
  timeZone,
  siteHost,
  now = Date.now,
  onError,
}: {
  repository: AnalyticsRepository;
  timeZone: string;
  siteHost: string;
  now?: () => number;
  onError: (err: unknown) => void;
}) {
  let pending = new Map<string, VisitCount>();
  let dropped = 0;
  let rolledUpOn = '';
  let writing: Promise<void> = Promise.resolve();

  const today = dayClock(timeZone, now);

  const { salts, load: loadSalts } = saltStore(repository, today);

  const write = async () => {
    const rows = [...pending.values()];
    pending = new Map();
    try {
      if (rows.length) await repository.addVisits(rows);
    } catch (err) {
      // Kept for the next try, up to MAX_PENDING.
      for (const row of rows) dropped += add(pending, row);
      throw err;
    }
    const d = today();
    if (rolledUpOn !== d) {
      await repository.rollUp(d);
      rolledUpOn = d;
    }
    await loadSalts();
  };

  /** Writes after any write under way, so what was counted before the call is in the database when it resolves. */
  const flush = (): Promise<void> => {
    const run = writing.catch(() => undefined).then(write);
    writing = run;
    return run;
  };

  const count = ({ url, referrer, ip, userAgent = '' }: PageView): void => {
    const agent = classifyAgent(userAgent);
    if (agent.bot) return;
    const d = today();
    const salt = salts.get(d);
    if (salt === undefined) {
      dropped += 1;
      loadSalts().catch(onError);
      return;
    }
    const row = visitOf({ url, referrer, ip, userAgent }, { day: d, salt, siteHost, device: agent.device });
    dropped += add(pending, row);
    if (pending.size >= FLUSH_AT) flush().catch(onError);
  };

  const observer: PageObserver = (req, status, ip) => {
    if ((status !== 200 && status !== 304) || req.method !== 'GET' || isPrefetch(req)) return;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    if (NOT_A_PAGE.test(q === -1 ? url : url.slice(0, q))) return;
    count({ url, referrer: req.headers.referer, ip, userAgent: req.headers['user-agent'] });
  };

  let timer: NodeJS.Timeout | undefined;
  return {
    observer,
    count,
    flush,
    /** Views lost since start: no salt yet (the database away at start), or more waiting than MAX_PENDING. */
    dropped: () => dropped,
    async start(flushMs = VISITS_FLUSH_MS) {
      timer = setInterval(() => flush().catch(onError), flushMs);
      timer.unref();
      await loadSalts().catch(onError);
    },
    async stop() {
      clearInterval(timer);
      await flush().catch(onError);
    },
  };
}
export type PageViewCounter = ReturnType<typeof createPageViewCounter>;
