import { CreditCard } from 'lucide-react';
import { ProfileCard } from '@/components/profile-card';
import { SubscriptionSummary } from '@/features/billing/subscription-summary';

/** The current plan and its end date, with the customer portal or the way to the plans. */
export function SubscriptionCard() {
  return (
    <ProfileCard title="Prenumeration" icon={CreditCard}>
      <SubscriptionSummary />
    </ProfileCard>
  );
}
