import { UPDATE_PASSWORD_MIN } from '@app/common';

const TOO_SHORT = `Lösenordet måste vara minst ${UPDATE_PASSWORD_MIN} tecken långt.`;
const MISMATCH_UPDATE = 'Se till att båda lösenorden är identiska.';
const MISMATCH_CHANGE = 'Det nya lösenordet och bekräftelsen måste vara identiska.';

/**
 * Spec 1 §5 shows update/change-password problems as a toast with a title and the schema's text as
 * description ('Lösenordet är för kort' / 'Lösenordet måste vara minst 6 tecken långt.').
 */
export const passwordIssueTitle = (message: string, fallback: string): string => {
  if (message === TOO_SHORT) {
    return 'Lösenordet är för kort';
  }
  if (message === MISMATCH_UPDATE || message === MISMATCH_CHANGE) {
    return 'Lösenorden matchar inte';
  }
  return fallback;
};
