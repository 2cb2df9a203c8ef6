import type { ReactNode } from 'react';

/**
 * The horizontal scroll box around an admin table (at least 800 px wide, spec 2 §2). Focusable,
 * so keyboard users can scroll it on a narrow screen even when the table holds no buttons.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {children}
    </section>
  );
}
