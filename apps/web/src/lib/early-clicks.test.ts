import { afterEach, describe, expect, it, vi } from 'vitest';

import { outsideTakeover } from './early-clicks';

afterEach(() => {
  delete window.__lullEarly;
  vi.useRealTimers();
});

describe('outsideTakeover', () => {
  it('acts at once in an app the browser drew itself, or once the drawn page is live', () => {
    const act = vi.fn();
    outsideTakeover(act);
    expect(act).toHaveBeenCalledTimes(1);

    window.__lullEarly = { clicks: [], fields: [], forms: [], live: true };
    outsideTakeover(act);
    expect(act).toHaveBeenCalledTimes(2);
  });

  it('while the app takes a drawn page over, acts in a task of its own, unless cancelled first', () => {
    vi.useFakeTimers();
    window.__lullEarly = { clicks: [], fields: [], forms: [], live: false };
    const act = vi.fn();
    outsideTakeover(act);
    expect(act).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(act).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    outsideTakeover(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
