import { useCallback, useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { dismissToast, getToasts, toast } from '@/lib/toast';
import { firstErrorMessage } from './first-error-message';

type FormErrorToast = {
  /** The form's one error toast, keyed per form: a second failed submit replaces it. */
  key: string;
  title: string | ((message: string) => string);
  /** The fields in visual order, for picking the first message. */
  order: readonly string[];
  /** The text when no field carries a message. */
  fallback: string;
};

/**
 * The toast a failed submit shows next to the inline errors. It follows the fields as they are
 * fixed: it moves on to the next field's message, and goes away once no field is wrong.
 */
export const useFormErrorToast = <T extends FieldValues>(
  errors: FieldErrors<T>,
  { key, title, order, fallback }: FormErrorToast,
) => {
  // The field message the toast shows; null when it shows none (closed, or the fallback).
  const shownRef = useRef<{ id: number; message: string } | null>(null);
  const fields = order as readonly (keyof T & string)[];

  const show = useCallback(
    (message: string) => {
      const heading = typeof title === 'string' ? title : title(message);
      return toast({ key, title: heading, description: message, variant: 'destructive' });
    },
    [key, title],
  );

  /** For handleSubmit's invalid callback. */
  const showFor = useCallback(
    (formErrors: FieldErrors<T>) => {
      const message = firstErrorMessage(formErrors, fields);
      const id = show(message ?? fallback);
      shownRef.current = message === undefined ? null : { id, message };
    },
    [show, fields, fallback],
  );

  const current = firstErrorMessage(errors, fields);
  useEffect(() => {
    const shown = shownRef.current;
    if (!shown || current === shown.message) {
      return;
    }
    // Closed by its timer or by the user: fixing a field should not bring it back.
    if (current === undefined || !getToasts().some((item) => item.id === shown.id)) {
      dismissToast(shown.id);
      shownRef.current = null;
      return;
    }
    shownRef.current = { id: show(current), message: current };
  }, [current, show]);

  return showFor;
};
