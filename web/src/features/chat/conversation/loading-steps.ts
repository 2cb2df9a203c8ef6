import type { LoadingStep } from './chat-types';

export const LOADING_STEP_TEXT: Record<LoadingStep, string> = {
  searching: 'Söker relevanta källor...',
  analyzing: 'Analyserar...',
  formulating: 'Formulerar svar...',
};

export const LOADING_STEP_ORDER: readonly LoadingStep[] = ['searching', 'analyzing', 'formulating'];

/** The later of two steps: a late or repeated server status never moves the text back. */
export const laterStep = (a: LoadingStep, b: LoadingStep): LoadingStep =>
  LOADING_STEP_ORDER.indexOf(a) >= LOADING_STEP_ORDER.indexOf(b) ? a : b;
