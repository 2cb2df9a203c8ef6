import { PILOT_NOTICES } from '@app/common';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  caution: { box: 'border-amber-300 bg-amber-50 text-amber-950', icon: 'text-amber-800' },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: 'text-brand-700' },
} as const;

/**
 * A titled notice beside the tool: an icon, a heading and a short text. On a phone only the title
 * shows until 'Läs mer', so the notices do not push the tool below the fold.
 */
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
  const textId = useId();
  const [open, setOpen] = useState(false);
  return (
    <aside
      aria-labelledby={headingId}
      className={`flex items-start gap-3 rounded-xl border px-3 py-2 sm:p-4 ${TONES[tone].box}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${TONES[tone].icon}`} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={textId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600 sm:hidden"
          >
            {open ? PILOT_NOTICES.hide : PILOT_NOTICES.show}
            <ChevronDown aria-hidden="true" className={cn('size-4', open && 'rotate-180')} />
          </button>
        </div>
        <p id={textId} className={cn('text-sm leading-relaxed', !open && 'hidden sm:block')}>
          {children}
        </p>
      </div>
    </aside>
  );
}
