import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedule } from './schedule';

/** A stand-in IntersectionObserver whose callback the test fires by hand. */
let intersect: ((visible: boolean) => void) | null = null;
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    intersect = (visible) => this.callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    intersect = null;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  intersect = null;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const root = () => {
  const el = document.createElement('div');
  el.append(document.createElement('form'));
  return el;
};

describe('schedule', () => {
  it('starts a `now` island after the first frame, not during the page script', () => {
    const run = vi.fn();
    schedule(root(), 'now', run);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts a `visible` island only when it comes near the viewport, once', () => {
    const run = vi.fn();
    schedule(root(), 'visible', run);
    vi.runAllTimers();
    intersect!(false);
    expect(run).not.toHaveBeenCalled();
    intersect!(true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(intersect).toBeNull();
  });

  it('does not watch for a `visible` island before the page has loaded: one already in view starts after the load event', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = vi.fn();
    schedule(root(), 'visible', run);
    expect(intersect).toBeNull();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    intersect!(true);
    expect(run).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('starts an `idle` island when the page has loaded and the browser is idle, or sooner when seen, once', () => {
    const run = vi.fn();
    schedule(root(), 'idle', run);
    // jsdom's document has loaded: the idle wait (setTimeout where requestIdleCallback is missing) runs it.
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    // Started: it no longer watches the viewport.
    expect(intersect).toBeNull();

    const seen = vi.fn();
    schedule(root(), 'idle', seen);
    intersect!(true);
    expect(seen).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
