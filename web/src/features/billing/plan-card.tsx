import { Check, CreditCard } from 'lucide-react';
import { useId } from 'react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PLAN_FEATURES, type Plan } from './plans';

export type PlanBadge = 'current' | 'recommended' | null;

export type PlanAction = {
  label: string;
  onSelect: () => void;
  disabled: boolean;
  busy: boolean;
};

const BADGE_TEXT = { current: 'DIN PLAN', recommended: 'Rekommenderas' } as const;

/** One plan on /pris: price, what it includes and the button that starts it. */
export function PlanCard({ plan, badge, action }: { plan: Plan; badge: PlanBadge; action: PlanAction }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        badge === 'current' && 'border-emerald-600 ring-2 ring-emerald-600',
        badge === 'recommended' && 'border-brand-600 ring-2 ring-brand-600',
        badge === null && 'border-slate-200',
      )}
    >
      {badge ? (
        <p
          className={cn(
            'absolute -top-3 left-6 rounded-full px-3 py-0.5 text-sm font-semibold text-white',
            badge === 'current' ? 'bg-emerald-700' : 'bg-brand-700',
          )}
        >
          {BADGE_TEXT[badge]}
        </p>
      ) : null}
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-4 flex items-baseline gap-1 text-slate-900">
        <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
        <span aria-hidden="true" className="text-lg text-slate-600">
          {plan.period.short}
        </span>
        <span className="sr-only">{plan.period.spoken}</span>
      </p>
      <ul className="mt-2 grid gap-1 text-sm text-slate-700">
        {plan.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <ul className="mt-6 grid flex-1 gap-2 text-slate-800">
        {PLAN_FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-700" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        variant={badge === 'current' ? 'outline' : 'primary'}
        className="mt-6 w-full"
        disabled={action.disabled || action.busy}
        aria-busy={action.busy}
        onClick={action.onSelect}
      >
        <BusyIcon busy={action.busy} icon={badge === 'current' ? Check : CreditCard} />
        {action.label}
      </Button>
    </article>
  );
}
