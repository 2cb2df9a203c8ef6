import { formatDateSv } from '@app/common';
import { ExternalLink } from 'lucide-react';
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

/** 'Visa i originalkällan': the ruling at its source, in a new tab. */
export function SourceLink({
  href,
  className,
  label = 'Visa i originalkällan',
}: {
  href: string;
  className?: string;
  label?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1.5 text-brand-800 underline underline-offset-2 hover:text-brand-900',
        className,
      )}
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(öppnas i ny flik)</span>
    </a>
  );
}
