import { cn } from '@/lib/cn';

/** The counts of the embedding pages, each a labelled figure. */
export function CountGrid({
  items,
  className,
}: {
  items: { label: string; value: string | number }[];
  className: string;
}) {
  return (
    <dl className={cn('grid gap-3', className)}>
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">{item.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
