import { CHAT_TOOL_TEXTS, type ChatArea, type ChatTopic } from '@app/common';
import { AlertTriangle, LoaderCircle, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { ChatAreasState } from './chat-areas';
import { topicIcon } from './topic-icons';

type RoleSelectorProps = {
  areas: ChatAreasState;
  value: string;
  onChange: (role: string) => void;
};

function BetaBadge() {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">BETA</span>
  );
}

function AreasFailedNotice({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="flex items-start gap-2 text-amber-950">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Ämnena och de föreslagna frågorna kunde inte hämtas. Du kan ändå ställa frågor under ämnet Övrigt.
      </p>
      <button
        type="button"
        onClick={retry}
        className="inline-flex items-center gap-1 justify-self-start font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        Försök igen
      </button>
    </div>
  );
}

/** The only role on offer: preselected, so it is shown, not asked for. */
function OnlyRole({ area, areas }: { area: ChatArea; areas: ChatAreasState }) {
  return (
    <div className="grid content-start gap-2">
      <dl className="grid gap-2">
        <dt className="text-sm font-medium text-slate-900">{CHAT_TOOL_TEXTS.roleLabel}</dt>
        <dd className="flex h-11 items-center gap-3 rounded-lg border border-brand-600 bg-brand-50 px-3 font-medium text-slate-900">
          {area.role}
          {area.beta ? <BetaBadge /> : null}
        </dd>
      </dl>
      {areas.status === 'failed' ? <AreasFailedNotice retry={areas.retry} /> : null}
    </div>
  );
}

/**
 * The roles the server offers, one per loaded law area, with BETA where the area says so (spec 1 §1).
 * With one role there is no choice to make: the chat tool preselects it and this shows it.
 */
export function RoleSelector({ areas, value, onChange }: RoleSelectorProps) {
  const [onlyArea] = areas.areas;
  if (onlyArea && areas.areas.length === 1) {
    return <OnlyRole area={onlyArea} areas={areas} />;
  }
  return (
    <fieldset className="grid gap-2" aria-busy={areas.status === 'loading'}>
      <legend className="mb-2 text-sm font-medium text-slate-900">Välj handläggarroll</legend>
      {areas.status === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          Hämtar handläggarroller och ämnen …
        </p>
      ) : null}
      {areas.areas.map((area: ChatArea) => {
        const checked = value === area.role;
        return (
          <label
            key={area.role}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-3 py-2.5 text-slate-900 has-focus-visible:ring-2 has-focus-visible:ring-brand-500',
              checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="chat-role"
              value={area.role}
              checked={checked}
              onChange={() => onChange(area.role)}
              className="size-4 accent-brand-700"
            />
            <span className="font-medium">{area.role}</span>
            {area.beta ? <BetaBadge /> : null}
          </label>
        );
      })}
      {areas.status === 'failed' ? <AreasFailedNotice retry={areas.retry} /> : null}
    </fieldset>
  );
}

function TopicIconView({ topic, className }: { topic: ChatTopic; className: string }) {
  const Icon = topicIcon(topic.icon);
  return <Icon aria-hidden="true" data-topic-icon={topic.subtopic} className={className} />;
}

type TopicSelectorProps = {
  role: string;
  /** The chosen role's topics, 'Övrigt' last; none when no role is chosen. */
  topics: readonly ChatTopic[];
  value: string;
  onChange: (topic: string) => void;
};

export function TopicSelector({ role, topics, value, onChange }: TopicSelectorProps) {
  const id = useId();
  const chosen = topics.find((topic) => topic.subtopic === value);
  const placeholder = !role
    ? 'Välj först en handläggarroll'
    : topics.length === 0
      ? 'Inga ämnen tillgängliga'
      : 'Välj ett ämne';
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        Välj specifikt ämne
      </label>
      {/* A native select keeps its keyboard and screen-reader behaviour; options hold text only,
          so the chosen topic's icon sits beside it. */}
      <div className="relative">
        {chosen ? (
          <TopicIconView
            topic={chosen}
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-brand-700"
          />
        ) : null}
        <select
          id={id}
          value={value}
          disabled={!role || topics.length === 0}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
            chosen && 'pl-10',
          )}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {topics.map((topic) => (
            <option key={topic.subtopic} value={topic.subtopic}>
              {topic.subtopic}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
