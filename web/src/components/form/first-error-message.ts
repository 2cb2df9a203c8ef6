import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The first validation message in the form's visual order (not the order zod reported them),
 * for the toast the spec shows next to the inline errors.
 */
export const firstErrorMessage = <T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
): string | undefined => {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) {
      return message;
    }
  }
  return undefined;
};
