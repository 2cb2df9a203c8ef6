/** Spec 2 §9: warn after 25 minutes without activity, sign out after 30. */
export const INACTIVITY_WARNING_MS = 25 * 60 * 1000;
export const INACTIVITY_LOGOUT_MS = 30 * 60 * 1000;
/** Mouse movement counts as activity at most once per 5 seconds (it fires constantly). */
export const MOUSE_MOVE_THROTTLE_MS = 5000;

/** Activity that restarts the clock; mousemove is handled separately because it is throttled. */
export const ACTIVITY_EVENTS = ['keydown', 'click', 'scroll', 'touchstart'] as const;
