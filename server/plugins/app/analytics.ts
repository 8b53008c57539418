import type { FastifyInstance } from 'fastify';
import { createPageViewCounter, VISITS_FLUSH_MS, type PageViewCounter } from '../../analytics/counter';
import type { AnalyticsRepository } from '../../repositories/analytics';
import type { PageObserver } from '../../web/page-observer';

/** Test seams of the page-view counter: its clock and how often it writes. */
export interface AnalyticsSeams {
  now?: () => number;
  flushMs?: number;
}

export interface Analytics {
  counter: PageViewCounter;
  repository: AnalyticsRepository;
  /** What the page paths tell of each anonymous page answered; a no-op when pages are not counted from requests. */
  observer: PageObserver;
  /** ANALYTICS_BEACON: views arrive through POST /api/analytics/hit instead (decision 067). */
  beacon: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** First-party page-view counting and the analytics view's figures (decisions 066, 067). */
    analytics: Analytics;
  }
}

const ignore: PageObserver = () => undefined;

/**
 * The page-view counter (decision 066): pages count views themselves (ANALYTICS, default on),
 * or a CDN serves them and the beacon counts (ANALYTICS_BEACON), or nothing is counted.
 */
export function registerAnalytics(
  app: FastifyInstance,
  {
    repository,
    siteUrl,
    timeZone,
    enabled,
    beacon,
    seams = {},
  }: {
    /** Made with ANALYTICS_MAX_VALUES_PER_DAY (decision 086). */
    repository: AnalyticsRepository;
    siteUrl: string;
    timeZone: string;
    enabled: boolean;
    beacon: boolean;
    seams?: AnalyticsSeams;
  },
): Analytics {
  const counter = createPageViewCounter({
    repository,
    timeZone,
    siteHost: new URL(siteUrl).hostname.replace(/^www\./, ''),
    ...(seams.now ? { now: seams.now } : {}),
    onError: (err) => app.log.error({ err }, 'analytics: page views not written'),
  });
  const counting = enabled && !beacon;
  const analytics: Analytics = { counter, repository, observer: counting ? counter.observer : ignore, beacon: enabled && beacon };
  app.decorate('analytics', analytics);
  if (!enabled) return analytics;
  app.startSteps.add('page-view counting', () => counter.start(seams.flushMs ?? VISITS_FLUSH_MS));
  app.addHook('onClose', () => counter.stop());
  return analytics;
}
