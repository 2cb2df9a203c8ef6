/** How long toasts stay visible, in milliseconds (spec 1 §9 and spec 2 §9). */
export const TOAST_DURATIONS = {
  default: 5000,
  success: 5000,
  destructive: 7000,
  globalError: 5000,
  criticalError: 8000,
  inactivityWarning: 15000,
  autoLogout: 8000,
} as const;
