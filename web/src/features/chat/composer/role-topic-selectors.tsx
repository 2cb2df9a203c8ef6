import { BAB_CATEGORY, BAB_TOPICS, OTHER_TOPIC } from '@app/common';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { topicIcon } from './topic-icons';

/** The roles offered; only BAB-handläggare is active, in beta (spec 1 §1). */
export const CHAT_ROLES = [{ category: BAB_CATEGORY, beta: true }] as const;

/** Topics per role: the seeded BAB topics plus 'Övrigt' (spec 1 §2). */
export const topicsFor = (role: string): string[] =>
  role === BAB_CATEGORY ? [...BAB_TOPICS.map((topic) => topic.subtopic), OTHER_TOPIC] : [];

type RoleSelectorProps = { value: string; onChange: (role: string) => void };

export function RoleSelector({ value, onChange }: RoleSelectorProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-900">Välj handläggarroll</legend>
      {CHAT_ROLES.map((role) => {
        const checked = value === role.category;
        return (
          <label
            key={role.category}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-3 py-2.5 text-slate-900 has-focus-visible:ring-2 has-focus-visible:ring-brand-500',
              checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="chat-role"
              value={role.category}
              checked={checked}
              onChange={() => onChange(role.category)}
              className="size-4 accent-brand-700"
            />
            <span className="font-medium">{role.category}</span>
            {role.beta ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                BETA
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}

function TopicIconView({ topic, className }: { topic: string; className: string }) {
  const Icon = topicIcon(topic);
  return <Icon aria-hidden="true" data-topic-icon={topic} className={className} />;
}

type TopicSelectorProps = { role: string; value: string; onChange: (topic: string) => void };

export function TopicSelector({ role, value, onChange }: TopicSelectorProps) {
  const id = useId();
  const topics = topicsFor(role);
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
        {value ? (
          <TopicIconView
            topic={value}
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
            value && 'pl-10',
          )}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {topics.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
