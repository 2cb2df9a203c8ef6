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

/** The admin tables' one cell style. */
export const TABLE_CELL = 'px-3 py-2 align-top';

/** A table's column headings. */
export function TableHead({ labels }: { labels: readonly string[] }) {
  return (
    <thead className="bg-slate-50 text-slate-800">
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className="px-3 py-2 font-semibold">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One row across every column that says why there are no rows: loading, failed or empty. */
export function TableMessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className={TABLE_CELL}>
        {children}
      </td>
    </tr>
  );
}
