import { CHAT_TOOL_TEXTS } from '@app/common';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Eraser } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';

type ClearConversationButtonProps = {
  /** Empties the conversation; called only once the user has confirmed. */
  onClear: () => void;
};

/**
 * 'Rensa konversation', which asks first: the conversation is kept nowhere else. Cancelling returns
 * the focus to the button; after clearing the button is gone and the chat tool places the focus.
 */
export function ClearConversationButton({ onClear }: ClearConversationButtonProps) {
  const clearedRef = useRef(false);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <Eraser aria-hidden="true" />
          {CHAT_TOOL_TEXTS.clear}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (clearedRef.current) {
              event.preventDefault();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {CHAT_TOOL_TEXTS.clearTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="leading-relaxed text-slate-700">
            {CHAT_TOOL_TEXTS.clearDescription}
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{CHAT_TOOL_TEXTS.clearCancel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="destructive"
                onClick={() => {
                  clearedRef.current = true;
                  onClear();
                }}
              >
                {CHAT_TOOL_TEXTS.clearConfirm}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
