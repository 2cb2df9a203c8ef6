import { CHAT_TOOL_TEXTS } from '@app/common';
import { Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ChatMessageView, LoadingBubble } from './answer-view/chat-message-view';
import { ClearConversationButton } from './clear-conversation-button';
import { topicsOf, useChatAreas } from './composer/chat-areas';
import { MessageInput } from './composer/message-input';
import { RoleSelector, TopicSelector } from './composer/role-topic-selectors';
import { SuggestedQuestions } from './composer/suggested-questions';
import { earlierTurns } from './conversation/chat-history';
import { useChat } from './conversation/use-chat';

/** Room kept between the streaming answer's end and the input. */
const SCROLL_MARGIN = 12;

function EmptyState({ role, topic }: { role: string; topic: string }) {
  const hint = !role
    ? 'Börja med att välja handläggarroll ovan.'
    : !topic
      ? 'Välj ett specifikt ämne så att svaren utgår från rätt källor.'
      : 'Ställ en fråga nedan eller välj en av de föreslagna frågorna.';
  return (
    <div className="grid justify-items-center gap-3 px-4 py-8 text-center text-slate-700">
      <Info aria-hidden="true" className="size-8 text-brand-700" />
      <p className="font-medium text-slate-900">{hint}</p>
      <ul className="grid max-w-md gap-1 text-sm text-slate-600">
        <li>Svaren bygger på lagar, förarbeten, föreskrifter och praxis, med källhänvisningar.</li>
        <li>Ange aldrig personuppgifter eller känsliga uppgifter i dina frågor.</li>
        <li>Verktyget ersätter inte juridisk expertis eller ditt eget beslut i ärendet.</li>
      </ul>
    </div>
  );
}

/** The chat tool (spec 1 §2 'Chat screen'): role and topic, conversation, suggestions and input. */
export function ChatTool() {
  const [chosenRole, setChosenRole] = useState('');
  const [topic, setTopic] = useState('');
  const [suggestionsHidden, setSuggestionsHidden] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const areas = useChatAreas();
  // With one role on offer there is no role step: it is preselected.
  const role = chosenRole || (areas.areas.length === 1 ? (areas.areas[0]?.role ?? '') : '');
  const topics = topicsOf(areas.areas, role);
  const questions = topics.find((candidate) => candidate.subtopic === topic)?.questions ?? [];
  const chat = useChat({ category: role, subtopic: topic });
  const conversationRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLDivElement>(null);
  const ready = role !== '' && topic !== '';
  const isEmpty = chat.messages.length === 0 && !chat.pending;

  const changeRole = (next: string) => {
    setChosenRole(next);
    setTopic('');
    chat.clear();
  };

  const changeTopic = (next: string) => {
    setTopic(next);
    chat.clear();
  };

  // A reload or closing the tab would lose the conversation: the browser asks first.
  const hasConversation = chat.messages.length > 0 || chat.pending !== null;
  useEffect(() => {
    if (!hasConversation) {
      return;
    }
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasConversation]);

  const streamedLength = chat.pending?.text.length ?? 0;
  const lastMessage = chat.messages.at(-1);
  // The page is the one scroll area: while an answer streams in, keep its end above the input that
  // stays at the window's foot; once it is complete, show its question and beginning.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the conversation grows
  useEffect(() => {
    const items = conversationRef.current?.querySelectorAll<HTMLElement>('[data-chat-item]');
    const last = items?.[items.length - 1];
    if (!last || isEmpty) {
      return;
    }
    if (!chat.pending && lastMessage?.type === 'assistant') {
      // The question with its answer below, under the sticky site header by the page's
      // scroll-padding (jsdom has no scrollIntoView).
      const question = items[items.length - 2];
      (question?.dataset.chatItem === 'question' ? question : last).scrollIntoView?.({ block: 'start' });
      return;
    }
    const inputTop = inputRef.current?.getBoundingClientRect().top ?? window.innerHeight;
    const { bottom } = last.getBoundingClientRect();
    if (bottom > inputTop - SCROLL_MARGIN) {
      window.scrollTo({ top: window.scrollY + bottom - inputTop + SCROLL_MARGIN });
    }
  }, [chat.messages.length, chat.pending?.step, streamedLength, isEmpty]);

  const announcement = chat.pending
    ? ''
    : lastMessage?.type === 'stopped'
      ? `${CHAT_TOOL_TEXTS.stopped}.`
      : lastMessage?.type === 'assistant'
        ? lastMessage.errorTitle
          ? `${lastMessage.errorTitle}: ${lastMessage.content}`
          : 'Svaret är klart.'
        : '';

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <RoleSelector areas={areas} value={role} onChange={changeRole} />
        <TopicSelector role={role} topics={topics} value={topic} onChange={changeTopic} />
      </div>

      <div className="grid gap-3">
        {chat.messages.length > 0 ? (
          <div className="flex justify-end">
            <ClearConversationButton
              onClear={() => {
                chat.clear();
                setFocusRequest((count) => count + 1);
              }}
            />
          </div>
        ) : null}
        {/* No scroll box of its own: on a phone the answer takes the full width. */}
        <div
          ref={conversationRef}
          className="sm:rounded-xl sm:border sm:border-slate-200 sm:bg-slate-50 sm:p-4"
        >
          {isEmpty ? (
            <div className="grid gap-4">
              <EmptyState role={role} topic={topic} />
              {ready && questions.length > 0 ? (
                <SuggestedQuestions
                  questions={questions}
                  hidden={suggestionsHidden}
                  onHiddenChange={setSuggestionsHidden}
                  disabled={chat.loading}
                  onSelect={(question) => {
                    chat.submit(question);
                    setFocusRequest((count) => count + 1);
                  }}
                />
              ) : null}
            </div>
          ) : (
            <ul aria-label="Konversation" className="grid gap-4">
              {chat.messages.map((message, index) => (
                <ChatMessageView
                  key={message.id}
                  message={message}
                  earlier={earlierTurns(chat.messages, index)}
                  loading={chat.loading}
                  onRequestDetailed={chat.requestDetailed}
                />
              ))}
              {chat.pending ? <LoadingBubble pending={chat.pending} /> : null}
            </ul>
          )}
        </div>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {/* Typing may start once the role is known; sending asks for the topic if it is missing. */}
        {/* Stays at the window's foot, clear of the floating info chat button (right-4 bottom-4,
            an icon on a phone, wider beside it): to its left on a phone, above it otherwise. */}
        <div ref={inputRef} className="sticky bottom-0 z-10 bg-white pt-1 pr-14 pb-3 sm:pr-0 sm:pb-16">
          <MessageInput
            disabled={!role}
            loading={chat.loading}
            onSubmit={chat.submit}
            onStop={chat.stop}
            focusRequest={focusRequest}
          />
        </div>
      </div>
    </div>
  );
}
