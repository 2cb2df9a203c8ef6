import { LoadingIndicator } from '@/components/loading-indicator';
import { DeletionCancelledNotice } from '@/features/account/deletion-cancelled-notice';
import { SUBSCRIPTION_READ_ERROR } from '@/features/billing/billing-messages';
import { useSubscription } from '@/features/billing/use-subscription';
import { LicenceRequiredNotice } from './licence-required-notice';
import { SubscriberHome } from './subscriber-home';
import { SubscriptionCheckError } from './subscription-check-error';

/** Home for a signed-in user: the tool for subscribers and licence members, the licence notice for everyone else. */
export function SignedInHome() {
  return (
    <>
      <DeletionCancelledNotice />
      <SignedInHomeContent />
    </>
  );
}

function SignedInHomeContent() {
  const subscription = useSubscription();
  if (subscription.loading) {
    return <LoadingIndicator />;
  }
  if (subscription.toolAccess) {
    return <SubscriberHome />;
  }
  if (subscription.subscribed === null) {
    return (
      <SubscriptionCheckError
        message={subscription.error ?? SUBSCRIPTION_READ_ERROR}
        onRetry={subscription.refresh}
      />
    );
  }
  return <LicenceRequiredNotice endedLicence={subscription.organisation_licence} />;
}
