import type { HydrateWhen } from './registry';

/** Near enough to the viewport to start fetching an island's code before it is seen. */
const NEAR_VIEWPORT = '200px';

/** Runs `run` once the page's load event has passed. */
function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** Runs `run` once the page has loaded and the browser is idle (or after a short wait where it has no idle callback). */
function whenIdle(run: () => void): void {
  afterLoad(() => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200)));
}

/**
 * Runs `run` once `el` (a `display: contents` wrapper, so its first child is observed) comes near
 * the viewport; answers a function that stops watching.
 */
function whenVisible(el: HTMLElement, run: () => void): () => void {
  const target = el.firstElementChild ?? el;
  if (!('IntersectionObserver' in window)) {
    run();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  observer.observe(target);
  return () => observer.disconnect();
}

/**
 * Runs `run` once the browser has painted a frame: the first paint (and the largest, an image
 * already in the page) then never waits on the islands' fetches or their evaluation.
 */
function afterPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/** Calls `run` once, at the moment `when` asks for. */
export function schedule(el: HTMLElement, when: HydrateWhen, run: () => void): void {
  let started = false;
  let stopWatching = () => undefined as void;
  const once = () => {
    if (started) return;
    started = true;
    stopWatching();
    run();
  };
  if (when === 'now') return afterPaint(once);
  if (when === 'visible') {
    // Not before the load event: one already in view then waits for the page's own resources.
    afterLoad(() => {
      if (!started) stopWatching = whenVisible(el, once);
    });
    return;
  }
  stopWatching = whenVisible(el, once);
  whenIdle(once);
}
