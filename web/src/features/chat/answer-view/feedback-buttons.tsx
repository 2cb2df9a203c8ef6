import { FEEDBACK_DETAILS_MAX, type FeedbackType, feedbackDetailsProblem } from '@app/common';
import * as Dialog from '@radix-ui/react-dialog';
import { Flag, ThumbsDown, ThumbsUp } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api';
import { randomUuid } from '@/lib/random-id';
import { toast } from '@/lib/toast';
import { FEEDBACK_MESSAGES, postFeedback } from './feedback-api';

type FeedbackButtonsProps = { question: string; answer: string };

/**
 * Helpful / not helpful send at once; incorrect asks for a description first (spec 1 §4). The
 * success toast shows only when the server has stored the feedback.
 */
export function FeedbackButtons({ question, answer }: FeedbackButtonsProps) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<FeedbackType | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [details, setDetails] = useState('');
  const [detailsError, setDetailsError] = useState<string | null>(null);
  const detailsId = useId();
  const detailsErrorId = useId();
  // One id per kind of feedback on this answer: sending it again after a lost response stores nothing twice.
  const clientIds = useRef(new Map<FeedbackType, string>());

  const send = async (type: FeedbackType, detailed: string | null): Promise<boolean> => {
    setBusy(true);
    const clientId = clientIds.current.get(type) ?? randomUuid();
    clientIds.current.set(type, clientId);
    try {
      await postFeedback({
        client_id: clientId,
        question,
        answer,
        feedback_type: type,
        detailed_feedback: detailed,
      });
      setSent(type);
      toast({
        title: FEEDBACK_MESSAGES.successTitle,
        description: FEEDBACK_MESSAGES.success[type],
        variant: 'success',
      });
      return true;
    } catch (error) {
      const signedOut = error instanceof ApiRequestError && error.status === 401;
      toast({
        title: FEEDBACK_MESSAGES.errorTitle,
        description: signedOut ? FEEDBACK_MESSAGES.signInRequired : FEEDBACK_MESSAGES.saveFailed,
        variant: 'destructive',
      });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submitIncorrect = async (event: FormEvent) => {
    event.preventDefault();
    // The server checks the same rules; checking here keeps the text in the dialog to correct.
    const problem = feedbackDetailsProblem(details);
    setDetailsError(problem);
    if (problem) {
      return;
    }
    if (await send('incorrect', details.trim())) {
      setDialogOpen(false);
      setDetails('');
    }
  };

  const disabled = busy || sent !== null;
  return (
    <fieldset className="flex flex-wrap items-center gap-1">
      <legend className="sr-only">Feedback på svaret</legend>
      <span className="mr-1 text-xs text-slate-600">Var svaret till hjälp?</span>
      <Button
        variant="ghost"
        size="sm"
        disabled={disabled}
        aria-pressed={sent === 'helpful'}
        onClick={() => void send('helpful', null)}
      >
        <ThumbsUp aria-hidden="true" />
        Hjälpsamt
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={disabled}
        aria-pressed={sent === 'not_helpful'}
        onClick={() => void send('not_helpful', null)}
      >
        <ThumbsDown aria-hidden="true" />
        Inte hjälpsamt
      </Button>
      <Dialog.Root open={dialogOpen} onOpenChange={setDialogOpen}>
        <Dialog.Trigger asChild>
          <Button variant="ghost" size="sm" disabled={disabled} aria-pressed={sent === 'incorrect'}>
            <Flag aria-hidden="true" />
            Felaktig information
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              Rapportera felaktig information
            </Dialog.Title>
            <Dialog.Description className="text-slate-700">
              Beskriv vad i svaret som är fel, så granskar vi det. Skriv inga personuppgifter.
            </Dialog.Description>
            <form className="grid gap-3" onSubmit={(event) => void submitIncorrect(event)}>
              <label htmlFor={detailsId} className="text-sm font-medium text-slate-900">
                Vad är fel?
              </label>
              <textarea
                id={detailsId}
                value={details}
                onChange={(event) => {
                  setDetails(event.target.value);
                  setDetailsError(null);
                }}
                rows={4}
                maxLength={FEEDBACK_DETAILS_MAX}
                required
                aria-invalid={detailsError !== null}
                aria-describedby={detailsError ? detailsErrorId : undefined}
                className="w-full rounded-md border border-slate-300 p-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
              />
              {detailsError && (
                <p id={detailsErrorId} role="alert" className="text-sm text-red-700">
                  {detailsError}
                </p>
              )}
              <div className="flex justify-end gap-2">
                <Dialog.Close asChild>
                  <Button variant="outline">Avbryt</Button>
                </Dialog.Close>
                <Button type="submit" disabled={busy || details.trim() === ''}>
                  Skicka
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </fieldset>
  );
}
