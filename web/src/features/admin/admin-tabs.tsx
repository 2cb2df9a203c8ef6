import { type KeyboardEvent, useRef } from 'react';
import { cn } from '@/lib/cn';

export type AdminTab = { id: string; label: string };

type AdminTabsProps = {
  tabs: readonly AdminTab[];
  selected: string;
  onSelect: (id: string) => void;
};

/** WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between the tabs. */
export function AdminTabs({ tabs, selected, onSelect }: AdminTabsProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const steps: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = steps[event.key];
    if (next === undefined) {
      return;
    }
    event.preventDefault();
    const target = (next + tabs.length) % tabs.length;
    const tab = tabs[target];
    if (tab) {
      onSelect(tab.id);
      buttons.current[target]?.focus();
    }
  };
  return (
    <div role="tablist" aria-label="Administration" className="flex gap-1 border-b border-slate-200">
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${tab.id}`}
            aria-selected={active}
            aria-controls={`admin-panel-${tab.id}`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              '-mb-px rounded-t-md border-b-2 px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              active
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-700 hover:text-slate-900',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
