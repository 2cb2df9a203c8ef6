import { CHAT_COUNTER_FROM, CHAT_MESSAGE_MAX, chatMessageLength } from '@app/common';
import { SendHorizontal, ShieldAlert, Square } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SubmitResult } from '../conversation/use-chat';
import { DataSafetyDialog } from './data-safety-dialog';
import { readDataWarningShown, storeDataWarningShown } from './data-warning';

export const INPUT_PLACEHOLDER_DISABLED = 'Välj först handläggarroll och ämne...';
export const INPUT_PLACEHOLDER =
  'Skriv din fråga här. Ange aldrig känsliga personuppgifter. Verktyget ersätter inte juridisk expertis.';

type MessageInputProps = {
  /** No role or topic chosen, or the tool is otherwise unavailable. */
  disabled: boolean;
  loading: boolean;
  onSubmit: (text: string) => SubmitResult;
  /** Stops the answer; returns the question to put back in the field, if any. */
  onStop: () => string | null;
  /**
   * Changes each time the field should take the focus back: a suggested question was sent, or the
   * conversation was cleared (the control used is gone).
   */
  focusRequest?: number;
};

/**
 * The question form (spec 1 §4, §5): 3 rows, Enter sends and Shift+Enter adds a line, a counter
 * from 2500 characters (red above 3000), the rule's message under the field, and a stop button
 * instead of send while an answer is on its way. The first time, a data warning surrounds it.
 */
export function MessageInput({ disabled, loading, onSubmit, onStop, focusRequest = 0 }: MessageInputProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [warningShown, setWarningShown] = useState(readDataWarningShown);
  const [guidelinesOpen, setGuidelinesOpen] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // Set when the user sent from the field, so it gets the focus back once the answer is in.
  const refocusRef = useRef(false);
  const fieldId = useId();
  const errorId = useId();
  const counterId = useId();
  const warningId = useId();

  const inputDisabled = disabled || loading;
  const showWarning = !warningShown && !inputDisabled;
  const length = chatMessageLength(value);
  const showCounter = length > CHAT_COUNTER_FROM;
  const tooLong = length > CHAT_MESSAGE_MAX;

  const markWarningShown = () => {
    if (!warningShown) {
      storeDataWarningShown();
      setWarningShown(true);
    }
  };

  useEffect(() => {
    if (!inputDisabled && refocusRef.current) {
      refocusRef.current = false;
      fieldRef.current?.focus();
    }
  }, [inputDisabled]);

  // The control used is gone; the field is where the next question goes.
  useEffect(() => {
    if (focusRequest === 0) {
      return;
    }
    if (fieldRef.current?.disabled) {
      refocusRef.current = true;
    } else {
      fieldRef.current?.focus();
    }
  }, [focusRequest]);

  const dismissOnClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('[data-keep-warning]')) {
      return;
    }
    markWarningShown();
  };

  const send = () => {
    if (inputDisabled || value.trim() === '') {
      return;
    }
    const result = onSubmit(value);
    if (result.ok) {
      refocusRef.current = true;
      setValue('');
      setError(null);
    } else {
      setError(result.message);
    }
  };

  const stop = () => {
    const question = onStop();
    if (question !== null) {
      setValue(question);
      setError(null);
    }
    // The stop button gives way to the send button: the field takes the focus.
    refocusRef.current = true;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const describedBy = [error ? errorId : null, showCounter ? counterId : null, showWarning ? warningId : null]
    .filter(Boolean)
    .join(' ');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click only dismisses the warning; the field inside stays the control
    // biome-ignore lint/a11y/useKeyWithClickEvents: focusing the field dismisses it for keyboard users
    <div
      onClick={showWarning ? dismissOnClick : undefined}
      className={cn('grid gap-2 rounded-xl', showWarning && 'border-2 border-amber-400 bg-amber-50 p-3')}
    >
      {showWarning ? (
        <p id={warningId} className="flex items-start gap-2 text-sm text-amber-950">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Viktigt om dataskydd:</strong> Skriv aldrig personuppgifter eller känsliga uppgifter (GDPR
            artikel 9) i chatten, till exempel namn, personnummer, adresser eller uppgifter om hälsa.{' '}
            <button
              type="button"
              data-keep-warning
              onClick={() => setGuidelinesOpen(true)}
              className="font-medium underline underline-offset-2 hover:text-amber-800"
            >
              Läs riktlinjerna
            </button>
          </span>
        </p>
      ) : null}
      <DataSafetyDialog
        open={guidelinesOpen}
        onOpenChange={setGuidelinesOpen}
        onAccept={() => {
          setGuidelinesOpen(false);
          markWarningShown();
          fieldRef.current?.focus();
        }}
      />
      <form onSubmit={handleSubmit} className="grid gap-1">
        <label htmlFor={fieldId} className="sr-only">
          Din fråga
        </label>
        <div className="flex items-end gap-2">
          <textarea
            ref={fieldRef}
            id={fieldId}
            rows={3}
            value={value}
            disabled={inputDisabled}
            placeholder={disabled ? INPUT_PLACEHOLDER_DISABLED : INPUT_PLACEHOLDER}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            onKeyDown={handleKeyDown}
            onFocus={showWarning ? markWarningShown : undefined}
            // The tool area may focus the field on arrival, but not while the data warning waits to be read.
            data-ready-to-type={inputDisabled || showWarning ? undefined : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={cn(
              'min-h-20 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100',
              error && 'border-red-600',
            )}
          />
          {loading ? (
            <Button type="button" variant="destructive" size="icon" aria-label="Stoppa" onClick={stop}>
              <Square aria-hidden="true" className="fill-current" />
            </Button>
          ) : (
            <Button
              type="submit"
              size="icon"
              aria-label="Skicka"
              disabled={inputDisabled || value.trim() === ''}
            >
              <SendHorizontal aria-hidden="true" />
            </Button>
          )}
        </div>
        <div className="flex min-h-5 items-start justify-between gap-2 text-sm">
          {error ? (
            <p id={errorId} role="alert" className="text-red-700">
              {error}
            </p>
          ) : (
            <span />
          )}
          {showCounter ? (
            <p
              id={counterId}
              className={cn(
                'shrink-0 tabular-nums',
                tooLong ? 'font-semibold text-red-700' : 'text-slate-600',
              )}
            >
              {length}/{CHAT_MESSAGE_MAX}
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}
