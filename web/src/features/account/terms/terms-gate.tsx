import type { Profile } from '@app/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PROFILE_QUERY_KEY } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { postTermsAcceptance } from '../account-api';
import { useProfile } from '../use-profile';
import { TermsModal } from './terms-modal';
import { readTermsAccepted, storeTermsAccepted } from './terms-storage';

/** Pages that must stay readable while the terms are pending: they hold the terms themselves. */
const TERMS_PAGES = new Set(['/anvandarvillkor', '/integritet']);

/**
 * Opens the terms modal for a signed-in user whose profile has no terms_accepted_at. When the
 * profile cannot be read, the local flag decides instead (spec 1 §8).
 */
export function TermsGate({ userId }: { userId: string }) {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [acceptedLocally, setAcceptedLocally] = useState(() => readTermsAccepted(userId));
  const [busy, setBusy] = useState(false);

  const needsAcceptance = profile.isSuccess
    ? profile.data.terms_accepted_at === null
    : profile.isError && !acceptedLocally;

  const accept = async () => {
    setBusy(true);
    storeTermsAccepted(userId, new Date().toISOString());
    setAcceptedLocally(true);
    try {
      const { terms_accepted_at } = await postTermsAcceptance();
      storeTermsAccepted(userId, terms_accepted_at);
      queryClient.setQueriesData<Profile>({ queryKey: PROFILE_QUERY_KEY }, (old) =>
        old ? { ...old, terms_accepted_at } : old,
      );
    } catch {
      toast({
        title: 'Kunde inte spara godkännandet',
        description: 'Ditt godkännande av villkoren kunde inte sparas. Försök igen om en stund.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <TermsModal
      open={needsAcceptance && !TERMS_PAGES.has(pathname)}
      busy={busy}
      onAccept={() => void accept()}
    />
  );
}
