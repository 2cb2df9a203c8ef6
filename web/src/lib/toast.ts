import { TOAST_DURATIONS } from './toast-durations';

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides the variant's default duration (milliseconds). */
  duration?: number;
  /** A toast replaces the one showing with the same key; by default the same variant and text. */
  key?: string;
};

export type ToastItem = {
  id: number;
  key: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
};

// Older toasts give way so a burst of errors cannot cover the page.
const MAX_VISIBLE_TOASTS = 4;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const setToasts = (next: readonly ToastItem[]): void => {
  toasts = next;
  for (const listener of listeners) {
    listener();
  }
};

export const toastDuration = (variant: ToastVariant): number => TOAST_DURATIONS[variant];

/** Shows a toast from anywhere (components, query callbacks, plain modules). Returns its id. */
export const toast = ({ title, description, variant = 'default', duration, key }: ToastInput): number => {
  const item: ToastItem = {
    id: nextId++,
    key: key ?? `${variant}:${title}:${description ?? ''}`,
    title,
    variant,
    duration: duration ?? toastDuration(variant),
    ...(description === undefined ? {} : { description }),
  };
  // The same message (or the same field's message) again replaces the old toast instead of piling up.
  const others = toasts.filter((shown) => shown.key !== item.key);
  setToasts([...others, item].slice(-MAX_VISIBLE_TOASTS));
  return item.id;
};

export const dismissToast = (id: number): void => {
  setToasts(toasts.filter((item) => item.id !== id));
};

export const getToasts = (): readonly ToastItem[] => toasts;

export const subscribeToToasts = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
