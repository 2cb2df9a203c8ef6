import { CHAT_TOOL_TEXTS } from '@app/common';
import { AlertTriangle, BookText, Bot, CircleSlash, Loader2, User } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { AssistantChatMessage } from '@/features/answer-blocks/answer-types';
import { FormattedAnswer } from '@/features/answer-blocks/formatted-answer';
import type { ConversationTurn } from '@/features/case-file/case-file';
import { CaseFileActions } from '@/features/case-file/case-file-actions';
import type { ChatMessage, PendingAnswer } from '../conversation/chat-types';
import { LOADING_STEP_TEXT } from '../conversation/loading-steps';
import { FeedbackButtons } from './feedback-buttons';
import { SourcesList } from './sources-list';
import { ValidationSummary } from './validation-summary';

function UserBubble({ content }: { content: string }) {
  return (
    <li data-chat-item="question" className="flex justify-end gap-2">
      <div className="max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-700 px-4 py-2 whitespace-pre-wrap break-words text-white">
        <span className="sr-only">Du: </span>
        {content}
      </div>
      <User aria-hidden="true" className="mt-2 hidden size-5 shrink-0 text-slate-500 sm:block" />
    </li>
  );
}

type AssistantBubbleProps = {
  message: AssistantChatMessage;
  /** The questions answered before this one, for its case file. */
  earlier: readonly ConversationTurn[];
  loading: boolean;
  onRequestDetailed: (message: AssistantChatMessage) => void;
};

function AssistantBubble({ message, earlier, loading, onRequestDetailed }: AssistantBubbleProps) {
  const headingId = useId();
  if (message.errorTitle) {
    return (
      <li data-chat-item className="flex gap-2">
        <AlertTriangle aria-hidden="true" className="mt-2 size-5 shrink-0 text-red-700" />
        <div
          role="alert"
          className="max-w-[85%] rounded-2xl rounded-tl-sm border border-red-200 bg-red-50 px-4 py-2 text-red-950"
        >
          <p className="font-semibold">{message.errorTitle}</p>
          <p>{message.content}</p>
        </div>
      </li>
    );
  }
  const answered = !message.abstained;
  return (
    <li data-chat-item className="flex gap-2">
      <Bot aria-hidden="true" className="mt-2 hidden size-5 shrink-0 text-brand-700 sm:block" />
      <article
        aria-labelledby={headingId}
        className="grid w-full min-w-0 gap-3 rounded-2xl rounded-tl-sm border border-slate-200 bg-white px-3 py-3 sm:w-auto sm:max-w-[90%] sm:px-4 text-slate-800 shadow-xs"
      >
        {/* Each answer is a level-3 section under the tool's heading, so the source groups' h4 follow in order. */}
        {message.isDetailed ? (
          <h3 id={headingId} className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
            Utförligt svar
          </h3>
        ) : (
          <h3 id={headingId} className="sr-only">
            Svar
          </h3>
        )}
        <FormattedAnswer text={message.content} />
        {message.validation ? <ValidationSummary validation={message.validation} /> : null}
        <SourcesList sources={message.sources} />
        {answered ? <CaseFileActions message={message} earlier={earlier} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2">
          <FeedbackButtons question={message.userQuestion} answer={message.content} />
          {answered && !message.isDetailed ? (
            <Button variant="outline" size="sm" disabled={loading} onClick={() => onRequestDetailed(message)}>
              <BookText aria-hidden="true" />
              Visa utförligt svar
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** The note left where an answer was stopped; the tool's live region announces it. */
function StoppedBubble() {
  return (
    <li data-chat-item className="flex gap-2">
      <CircleSlash aria-hidden="true" className="mt-2 size-5 shrink-0 text-slate-500" />
      <p className="rounded-2xl rounded-tl-sm border border-dashed border-slate-300 bg-white px-4 py-2 text-slate-700 italic">
        {CHAT_TOOL_TEXTS.stopped}
      </p>
    </li>
  );
}

/** The bubble shown while an answer is on its way: the step text, then the text streamed so far. */
export function LoadingBubble({ pending }: { pending: PendingAnswer }) {
  return (
    <li data-chat-item className="flex gap-2">
      <Bot aria-hidden="true" className="mt-2 hidden size-5 shrink-0 text-brand-700 sm:block" />
      <div className="grid max-w-full min-w-0 gap-2 rounded-2xl rounded-tl-sm border border-slate-200 bg-white px-3 py-3 sm:max-w-[90%] sm:px-4 text-slate-800 shadow-xs">
        {pending.text ? <FormattedAnswer text={pending.text} /> : null}
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand-700" />
          {LOADING_STEP_TEXT[pending.step]}
        </p>
      </div>
    </li>
  );
}

type ChatMessageViewProps = {
  message: ChatMessage;
  earlier: readonly ConversationTurn[];
  loading: boolean;
  onRequestDetailed: (message: AssistantChatMessage) => void;
};

export function ChatMessageView({ message, earlier, loading, onRequestDetailed }: ChatMessageViewProps) {
  if (message.type === 'user') {
    return <UserBubble content={message.content} />;
  }
  if (message.type === 'stopped') {
    return <StoppedBubble />;
  }
  return (
    <AssistantBubble
      message={message}
      earlier={earlier}
      loading={loading}
      onRequestDetailed={onRequestDetailed}
    />
  );
}
