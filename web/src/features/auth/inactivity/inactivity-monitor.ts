import {
  ACTIVITY_EVENTS,
  INACTIVITY_LOGOUT_MS,
  INACTIVITY_WARNING_MS,
  MOUSE_MOVE_THROTTLE_MS,
} from './inactivity-config';

/** The clock the monitor runs on; the window's by default, so Vitest and Playwright can fake it. */
export type InactivityClock = {
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
  now: () => number;
};

export type InactivityMonitorOptions = {
  onWarning: () => void;
  onTimeout: () => void;
  target?: EventTarget;
  clock?: InactivityClock;
  warningAfterMs?: number;
  logoutAfterMs?: number;
  mouseMoveThrottleMs?: number;
};

// Read the window's timers at call time, so fake timers installed later still apply.
const windowClock: InactivityClock = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  now: () => Date.now(),
};

const LISTENER_OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

/** Starts watching for activity; returns a function that stops it. */
export const startInactivityMonitor = ({
  onWarning,
  onTimeout,
  target = window,
  clock = windowClock,
  warningAfterMs = INACTIVITY_WARNING_MS,
  logoutAfterMs = INACTIVITY_LOGOUT_MS,
  mouseMoveThrottleMs = MOUSE_MOVE_THROTTLE_MS,
}: InactivityMonitorOptions): (() => void) => {
  let warningTimer = 0;
  let logoutTimer = 0;
  let lastMouseMove = Number.NEGATIVE_INFINITY;

  const clearTimers = () => {
    clock.clearTimeout(warningTimer);
    clock.clearTimeout(logoutTimer);
  };

  const restart = () => {
    clearTimers();
    warningTimer = clock.setTimeout(onWarning, warningAfterMs);
    logoutTimer = clock.setTimeout(() => {
      stop();
      onTimeout();
    }, logoutAfterMs);
  };

  const onMouseMove = () => {
    const now = clock.now();
    if (now - lastMouseMove >= mouseMoveThrottleMs) {
      lastMouseMove = now;
      restart();
    }
  };

  const stop = () => {
    clearTimers();
    for (const type of ACTIVITY_EVENTS) {
      target.removeEventListener(type, restart, LISTENER_OPTIONS);
    }
    target.removeEventListener('mousemove', onMouseMove, LISTENER_OPTIONS);
  };

  for (const type of ACTIVITY_EVENTS) {
    target.addEventListener(type, restart, LISTENER_OPTIONS);
  }
  target.addEventListener('mousemove', onMouseMove, LISTENER_OPTIONS);
  restart();
  return stop;
};
