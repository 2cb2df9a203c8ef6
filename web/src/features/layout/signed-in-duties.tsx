import { TermsGate } from '@/features/account/terms/terms-gate';
import { InactivityWatcher } from '@/features/auth/inactivity/inactivity-watcher';

/** While signed in: the inactivity sign-out and the terms gate. */
export function SignedInDuties({ userId }: { userId: string }) {
  return (
    <>
      <InactivityWatcher />
      <TermsGate userId={userId} />
    </>
  );
}
