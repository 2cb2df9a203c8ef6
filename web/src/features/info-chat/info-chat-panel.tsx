import { INFO_CHAT_EXAMPLE_QUESTIONS, INFO_CHAT_TEXTS } from '@app/common';
import { LoaderCircle, SendHorizontal, ShieldCheck, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormattedAnswer } from '@/features/answer-blocks/formatted-answer';
import { type InfoChatMessage, useInfoChat } from './use-info-chat';

export const INFO_CHAT_TITLE_ID = 'info-chat-title';

function MessageView({
  message,
  onExpand,
  onNavigate,
}: {
  message: InfoChatMessage;
  onExpand: (id: string) => void;
  onNavigate: () => void;
}) {
  if (message.type === 'user') {
    return (
      <li className="ml-8 self-end rounded-lg bg-brand-700 px-3 py-2 text-sm text-white break-words">
        <span className="sr-only">Du: </span>
        {message.content}
      </li>
    );
  }
  if (message.loading) {
    return (
      <li className="mr-8 flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin text-brand-700" />
        {INFO_CHAT_TEXTS.loading}
      </li>
    );
  }
  return (
    <li className="mr-8 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
      <span className="sr-only">Svar: </span>
      <FormattedAnswer text={message.content} />
      {message.sources && message.sources.length > 0 ? (
        <p className="mt-2 flex flex-wrap gap-x-2 gap-y-1">
          <span>{INFO_CHAT_TEXTS.sourcesLabel}</span>
          {message.sources.map((source) => (
            <Link
              key={source.path}
              to={source.path}
              onClick={onNavigate}
              className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {source.title}
            </Link>
          ))}
        </p>
      ) : null}
      {message.canExpand ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={() => onExpand(message.id)}>
          {INFO_CHAT_TEXTS.expand}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The info chatbot's panel (spec 1 §2): a non-modal dialog beside the page, with the example
 * questions, the badge, the messages and the question field. Escape closes it; the launcher
 * gets the focus back.
 */
export function InfoChatPanel({ onClose }: { onClose: () => void }) {
  const { messages, send, expand, busy } = useInfoChat();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listEndRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    if (messages.length > 0) {
      listEndRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [messages]);

  const submit = (text: string) => {
    if (send(text)) {
      setDraft('');
    }
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft);
  };

  // Enter sends, Shift+Enter gives a new line, as in the main chat.
  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!busy) {
        submit(draft);
      }
    }
  };

  return (
    <section
      id="info-chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={INFO_CHAT_TITLE_ID}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="flex max-h-[calc(100dvh-6rem)] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl"
    >
      <div className="flex items-start justify-between gap-2 border-b border-slate-200 bg-brand-50 px-4 py-3">
        <div className="grid gap-1">
          <h2 id={INFO_CHAT_TITLE_ID} className="text-base font-semibold text-slate-900">
            {INFO_CHAT_TEXTS.title}
          </h2>
          <p className="inline-flex w-fit items-center gap-1 rounded-full bg-white px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {INFO_CHAT_TEXTS.badge}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 size-9"
          onClick={onClose}
          aria-label={INFO_CHAT_TEXTS.close}
        >
          <X aria-hidden="true" />
        </Button>
      </div>

      <div className="max-h-[20rem] min-h-0 flex-1 overflow-y-auto px-4 py-3">
        <p className="text-sm text-slate-700">{INFO_CHAT_TEXTS.intro}</p>
        {messages.length === 0 ? (
          <div className="mt-3">
            <h3 className="text-sm font-semibold text-slate-900">{INFO_CHAT_TEXTS.examplesHeading}</h3>
            <ul className="mt-2 grid gap-2">
              {INFO_CHAT_EXAMPLE_QUESTIONS.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    onClick={() => submit(question)}
                    className="w-full rounded-md border border-brand-200 bg-white px-3 py-2 text-left text-sm text-brand-900 hover:bg-brand-50"
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div role="log" aria-label="Konversation" className="mt-3">
            <ol className="flex flex-col gap-2">
              {messages.map((message) => (
                <MessageView key={message.id} message={message} onExpand={expand} onNavigate={onClose} />
              ))}
            </ol>
            <div ref={listEndRef} />
          </div>
        )}
      </div>

      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 p-3">
        <label htmlFor="info-chat-input" className="sr-only">
          {INFO_CHAT_TEXTS.inputLabel}
        </label>
        <textarea
          id="info-chat-input"
          ref={inputRef}
          rows={2}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder={INFO_CHAT_TEXTS.placeholder}
          className="min-h-10 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500"
        />
        <Button
          type="submit"
          size="icon"
          disabled={busy || draft.trim() === ''}
          aria-label={INFO_CHAT_TEXTS.send}
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </form>
    </section>
  );
}
