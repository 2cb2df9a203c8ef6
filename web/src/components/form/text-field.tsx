import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';
import { describedBy, inputClass, labelClass } from './field-styles';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** Labelled input with an optional hint and inline error, wired up for screen readers. */
export function TextField({ label, error, hint, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={cn(inputClass, 'mt-1')}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
