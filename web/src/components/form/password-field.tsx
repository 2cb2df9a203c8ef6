import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';
import { describedBy, inputClass, labelClass } from './field-styles';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: string;
  error?: string | undefined;
  /** Marks the field invalid without an inline message (when `details` already lists the problem). */
  invalid?: boolean;
  /** Extra live content under the field (e.g. the password rules), announced with the field. */
  details?: (id: string) => ReactNode;
};

/** Password input with a show/hide toggle button. */
export function PasswordField({
  label,
  error,
  invalid = false,
  details,
  className,
  ...inputProps
}: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const detailsId = `${id}-details`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy(error && errorId, details && detailsId)}
          className={cn(inputClass, 'pr-12')}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          // A fixed name with aria-pressed: screen readers announce "Visa lösenord, nedtryckt".
          aria-label="Visa lösenord"
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
      {details ? details(detailsId) : null}
    </div>
  );
}
