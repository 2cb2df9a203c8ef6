import { CONTACT_MESSAGE_MAX } from '@app/common';
import { type ComponentProps, useId } from 'react';
import { FieldError } from '@/components/form/field-error';
import { describedBy, labelClass } from '@/components/form/field-styles';
import { cn } from '@/lib/cn';

type MessageFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  hint: string;
  /** Characters typed so far, for the counter under the field. */
  length: number;
  error?: string | undefined;
};

/** The message textarea with its hint, a character counter and the inline error. */
export function MessageField({ label, hint, length, error, className, ...textareaProps }: MessageFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <p id={hintId} className="mt-0.5 text-sm text-slate-600">
        {hint}
      </p>
      <textarea
        id={id}
        rows={7}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-600"
        {...textareaProps}
      />
      <p
        className={cn(
          'mt-1 text-right text-sm',
          length > CONTACT_MESSAGE_MAX ? 'text-red-700' : 'text-slate-600',
        )}
      >
        {length} / {CONTACT_MESSAGE_MAX} tecken
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
