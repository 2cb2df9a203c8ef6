import { INFO_CHAT_TEXTS } from '@app/common';
import { LoaderCircle, MessageCircleQuestion, X } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { ComponentErrorBoundary } from '@/features/errors/component-error-boundary';
import { lazyComponent } from '@/lazy-page';

const loadPanel = () => import('./info-chat-panel');
// Its own chunk, fetched when someone reaches for the button: the landing page stays light.
const InfoChatPanel = lazyComponent(loadPanel, (module) => module.InfoChatPanel);

/**
 * The floating info chatbot (spec 1 §2) at the bottom right of every page, for everyone. Hidden
 * on very short screens, where a panel would cover the whole page.
 */
export function InfoChatLauncher() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 [@media(max-height:30rem)]:hidden print:hidden">
      {open ? (
        <ComponentErrorBoundary name="info-chat">
          <Suspense
            fallback={
              <div
                role="status"
                className="flex items-center gap-2 rounded-xl bg-white px-4 py-3 text-sm shadow-xl"
              >
                <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin text-brand-700" />
                Laddar...
              </div>
            }
          >
            <InfoChatPanel onClose={close} />
          </Suspense>
        </ComponentErrorBoundary>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? 'info-chat-panel' : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="inline-flex h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-brand-700 px-3.5 font-medium text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <MessageCircleQuestion aria-hidden="true" className="size-5" />
        )}
        {/* Only the icon on a narrow screen, where the text would cover the page's own buttons. */}
        <span className="sr-only sm:not-sr-only">{open ? INFO_CHAT_TEXTS.close : INFO_CHAT_TEXTS.title}</span>
      </button>
    </div>
  );
}
