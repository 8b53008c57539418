import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaveTimer } from './autosave-timer';

describe('autosave timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs 3 s after the last change, once', () => {
    const run = vi.fn();
    const timer = createAutosaveTimer(run);
    timer.change();
    vi.advanceTimersByTime(2_000);
    timer.change();
    vi.advanceTimersByTime(2_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at most 15 s after the first unsaved change while typing goes on', () => {
    const run = vi.fn();
    const timer = createAutosaveTimer(run);
    for (let t = 0; t < 14_000; t += 1_000) {
      timer.change();
      vi.advanceTimersByTime(1_000);
    }
    expect(run).not.toHaveBeenCalled();
    timer.change();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(timer.pending()).toBe(false);
  });

  it('cancel stops a pending run', () => {
    const run = vi.fn();
    const timer = createAutosaveTimer(run);
    timer.change();
    timer.cancel();
    vi.advanceTimersByTime(20_000);
    expect(run).not.toHaveBeenCalled();
  });
});
