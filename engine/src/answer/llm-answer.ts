import { NO_RELEVANT_INFORMATION } from '@app/common';

/** The model's answer without the no-information sentence, which it may add to other claims. */
export const withoutAbstention = (text: string): string =>
  text
    .replaceAll(NO_RELEVANT_INFORMATION, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * The prompt asks the model to answer with exactly the no-information text when the sources do
 * not answer. Only an answer that says nothing else abstains: claims made beside it are checked.
 */
export const isAbstention = (text: string): boolean =>
  text.includes(NO_RELEVANT_INFORMATION) && !/[\p{L}\p{N}]{3}/u.test(withoutAbstention(text));
