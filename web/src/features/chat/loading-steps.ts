import type { LoadingStep } from './chat-types';

export const LOADING_STEP_TEXT: Record<LoadingStep, string> = {
  searching: 'Söker relevanta källor...',
  analyzing: 'Analyserar...',
  formulating: 'Formulerar svar...',
};

export const LOADING_STEP_ORDER: readonly LoadingStep[] = ['searching', 'analyzing', 'formulating'];

/** When the step text moves on, in milliseconds after sending (spec 1 §4, §9). */
export const LOADING_STEP_DELAYS = {
  normal: { analyzing: 1200, formulating: 2800 },
  detailed: { analyzing: 2500, formulating: 5000 },
} as const;

/** The later of two steps: a server status never moves the text back, nor does a timer. */
export const laterStep = (a: LoadingStep, b: LoadingStep): LoadingStep =>
  LOADING_STEP_ORDER.indexOf(a) >= LOADING_STEP_ORDER.indexOf(b) ? a : b;
