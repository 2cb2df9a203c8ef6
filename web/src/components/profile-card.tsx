import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

type ProfileCardProps = {
  title: string;
  icon: LucideIcon;
  description?: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
};

/** One titled section of the profile page. */
export function ProfileCard({
  title,
  icon: Icon,
  description,
  tone = 'default',
  children,
}: ProfileCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border bg-white p-5 shadow-sm sm:p-6',
        tone === 'danger' ? 'border-red-200' : 'border-slate-200',
      )}
    >
      <h2
        id={headingId}
        className={cn(
          'flex items-center gap-2 text-lg font-semibold',
          tone === 'danger' ? 'text-red-800' : 'text-slate-900',
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm leading-relaxed text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
