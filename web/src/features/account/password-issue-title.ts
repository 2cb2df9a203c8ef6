import { PASSWORD_RULES } from '@app/common';

const TOO_SHORT = PASSWORD_RULES[0].message;
const RULE_MESSAGES = new Set<string>(PASSWORD_RULES.map((rule) => rule.message));
const MISMATCH_UPDATE = 'Se till att båda lösenorden är identiska.';
const MISMATCH_CHANGE = 'Det nya lösenordet och bekräftelsen måste vara identiska.';

/**
 * Spec 1 §5 shows update/change-password problems as a toast with a title and the schema's text as
 * description ('Lösenordet är för kort' / 'Lösenordet måste vara minst 8 tecken').
 */
export const passwordIssueTitle = (message: string, fallback: string): string => {
  if (message === TOO_SHORT) {
    return 'Lösenordet är för kort';
  }
  if (RULE_MESSAGES.has(message)) {
    return 'Lösenordet uppfyller inte kraven';
  }
  if (message === MISMATCH_UPDATE || message === MISMATCH_CHANGE) {
    return 'Lösenorden matchar inte';
  }
  return fallback;
};
