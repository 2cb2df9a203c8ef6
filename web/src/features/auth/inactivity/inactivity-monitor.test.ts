import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startInactivityMonitor } from './inactivity-monitor';

const MINUTE = 60_000;

describe('startInactivityMonitor', () => {
  let stop: () => void = () => undefined;
  const onWarning = vi.fn();
  const onTimeout = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    onWarning.mockReset();
    onTimeout.mockReset();
    stop = startInactivityMonitor({ onWarning, onTimeout });
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('warns after 25 minutes and times out after 30', () => {
    vi.advanceTimersByTime(25 * MINUTE - 1);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(60 * MINUTE);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each(['keydown', 'click', 'scroll', 'touchstart'])('restarts the clock on %s', (type) => {
    vi.advanceTimersByTime(20 * MINUTE);
    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('sees scrolling inside the page, not only on the window', () => {
    const panel = document.createElement('div');
    document.body.append(panel);
    vi.advanceTimersByTime(24 * MINUTE);
    panel.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(2 * MINUTE);
    expect(onWarning).not.toHaveBeenCalled();
    panel.remove();
  });

  it('counts mouse movement at most once per 5 seconds', () => {
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(4000);
    // Within 5 s of the last counted move: ignored, so the clock keeps running from 0 s.
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(25 * MINUTE - 4000);
    expect(onWarning).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2000);
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(25 * MINUTE - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(onWarning).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledTimes(2);
  });

  it('stops listening and timing when stopped', () => {
    stop();
    vi.advanceTimersByTime(60 * MINUTE);
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('runs on an injected clock', () => {
    stop();
    const timers: { callback: () => void; at: number }[] = [];
    let now = 0;
    stop = startInactivityMonitor({
      onWarning,
      onTimeout,
      clock: {
        setTimeout: (callback, ms) => timers.push({ callback, at: now + ms }),
        clearTimeout: () => undefined,
        now: () => now,
      },
    });
    expect(timers.map((timer) => timer.at)).toEqual([25 * MINUTE, 30 * MINUTE]);
    now = 30 * MINUTE;
    for (const timer of timers) {
      timer.callback();
    }
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
