import { formatDateSv } from '@app/common';
import { cn } from '@/lib/cn';

const badgeClass = 'rounded-full px-2.5 py-0.5 text-xs font-medium';

type CaseMetaProps = {
  legalCase: { case_number: string; date: string | null; court: string; category: string | null };
  className?: string;
};

/** A ruling's case number, date (Swedish format), court badge and category badge. */
export function CaseMeta({ legalCase, className }: CaseMetaProps) {
  return (
    <span className={cn('flex flex-wrap items-center gap-2 text-sm text-slate-700', className)}>
      <span className="font-mono">{legalCase.case_number}</span>
      {legalCase.date ? <span>{formatDateSv(legalCase.date)}</span> : null}
      <span className={cn(badgeClass, 'bg-brand-50 text-brand-900')}>{legalCase.court}</span>
      {legalCase.category ? (
        <span className={cn(badgeClass, 'bg-slate-100 text-slate-800')}>{legalCase.category}</span>
      ) : null}
    </span>
  );
}
