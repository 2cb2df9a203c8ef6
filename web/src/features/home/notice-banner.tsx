import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

const TONES = {
  caution: { box: 'border-amber-300 bg-amber-50 text-amber-950', icon: 'text-amber-800' },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: 'text-brand-700' },
} as const;

/** A titled notice beside the tool: an icon, a heading and a short text. */
export function NoticeBanner({
  icon: Icon,
  title,
  tone,
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone: keyof typeof TONES;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className={`flex items-start gap-3 rounded-xl border p-4 ${TONES[tone].box}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${TONES[tone].icon}`} />
      <div className="grid gap-1">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        <p className="text-sm leading-relaxed">{children}</p>
      </div>
    </aside>
  );
}
