import { ChevronDown, ChevronUp, Lightbulb, MessageCircleQuestion } from 'lucide-react';
import { useId, useState } from 'react';

/** Questions shown before 'Visa fler frågor' (spec 1 §9). */
export const SUGGESTED_PREVIEW = 3;

type SuggestedQuestionsProps = {
  /** The chosen topic's questions, from the server (its pack's 8, or the fallback questions). */
  questions: readonly string[];
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
  disabled: boolean;
  onSelect: (question: string) => void;
};

/** The catalogue's questions for the chosen role and topic; clicking one sends it (spec 1 §4). */
export function SuggestedQuestions({
  questions,
  hidden,
  onHiddenChange,
  disabled,
  onSelect,
}: SuggestedQuestionsProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const headingId = useId();
  const shown = expanded ? questions : questions.slice(0, SUGGESTED_PREVIEW);
  const more = questions.length - SUGGESTED_PREVIEW;

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-xl border border-brand-100 bg-brand-50/60 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Lightbulb aria-hidden="true" className="size-4 text-brand-700" />
          Föreslagna frågor
        </h3>
        <button
          type="button"
          aria-expanded={!hidden}
          aria-controls={listId}
          onClick={() => onHiddenChange(!hidden)}
          className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          {hidden ? 'Visa föreslagna frågor' : 'Dölj föreslagna frågor'}
        </button>
      </div>
      {hidden ? null : (
        <div id={listId} className="grid gap-2">
          <ul className="grid max-h-96 gap-1.5 overflow-y-auto">
            {shown.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onSelect(question)}
                  className="flex w-full items-start gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-left text-sm text-slate-800 hover:border-brand-300 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <MessageCircleQuestion
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-brand-700"
                  />
                  {question}
                </button>
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <button
              type="button"
              onClick={() => setExpanded((value) => !value)}
              className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {expanded ? (
                <>
                  <ChevronUp aria-hidden="true" className="size-4" />
                  Visa färre frågor
                </>
              ) : (
                <>
                  <ChevronDown aria-hidden="true" className="size-4" />
                  {`Visa fler frågor (${more} till)`}
                </>
              )}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
