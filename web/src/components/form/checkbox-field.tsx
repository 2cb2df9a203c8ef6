import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldError } from './field-error';
import { describedBy } from './field-styles';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: ReactNode;
  error?: string | undefined;
};

/** Native checkbox with its label beside it and an inline error below. */
export function CheckboxField({ label, error, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...inputProps}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
