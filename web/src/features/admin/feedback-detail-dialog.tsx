import { type AdminFeedbackItem, FEEDBACK_TYPE_LABELS, feedbackAuthor, formatAdminDate } from '@app/common';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';

/** The whole feedback item; the detailed text is shown as the error report it is (spec 2 §2). */
export function FeedbackDetailDialog({
  item,
  onClose,
}: {
  item: AdminFeedbackItem | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Feedback</Dialog.Title>
          {item ? (
            <>
              <Dialog.Description className="text-sm text-slate-700">
                {FEEDBACK_TYPE_LABELS[item.feedback_type]} · {formatAdminDate(item.created_at)} ·{' '}
                {feedbackAuthor(item)}
              </Dialog.Description>
              <section aria-labelledby="feedback-question">
                <h3 id="feedback-question" className="font-semibold text-slate-900">
                  Fråga
                </h3>
                <p className="mt-1 whitespace-pre-wrap text-slate-800">{item.question}</p>
              </section>
              <section aria-labelledby="feedback-answer">
                <h3 id="feedback-answer" className="font-semibold text-slate-900">
                  Svar
                </h3>
                <p className="mt-1 max-h-64 overflow-y-auto whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-sm text-slate-800">
                  {item.answer}
                </p>
              </section>
              {item.detailed_feedback ? (
                <section
                  aria-labelledby="feedback-report"
                  className="rounded-md border border-red-200 bg-red-50 p-3"
                >
                  <h3 id="feedback-report" className="font-semibold text-red-900">
                    Felrapport
                  </h3>
                  <p className="mt-1 whitespace-pre-wrap text-red-950">{item.detailed_feedback}</p>
                </section>
              ) : null}
              <Dialog.Close asChild>
                <Button variant="outline" className="justify-self-end">
                  Stäng
                </Button>
              </Dialog.Close>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
