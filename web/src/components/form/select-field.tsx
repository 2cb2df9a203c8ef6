import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';
import { describedBy, inputClass, labelClass } from './field-styles';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: string;
  options: readonly string[];
  /** Text of the empty first choice. */
  placeholder: string;
  error?: string | undefined;
};

/** Native select (best keyboard and screen-reader support) with an empty first choice. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  className,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        className={cn(inputClass, 'mt-1')}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
