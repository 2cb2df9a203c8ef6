import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { ProfileCard } from './profile-card';

/** Placeholder until subscriptions are built; then this card shows and manages the plan. */
export function SubscriptionCard() {
  return (
    <ProfileCard title="Prenumeration" icon={CreditCard}>
      <p className="leading-relaxed text-slate-700">
        Här kommer du att kunna se och hantera din prenumeration.
      </p>
      <Link to="/pris" className="mt-3 inline-block font-medium text-brand-700 underline">
        Se prenumerationsalternativ
      </Link>
    </ProfileCard>
  );
}
