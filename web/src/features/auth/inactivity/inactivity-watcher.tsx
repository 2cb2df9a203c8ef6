import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { authClient } from '@/lib/auth-client';
import { toast } from '@/lib/toast';
import { TOAST_DURATIONS } from '@/lib/toast-durations';
import { useRefreshSession } from '../use-auth';
import { type InactivityClock, startInactivityMonitor } from './inactivity-monitor';

const clearBrowserStorage = () => {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Blocked storage holds nothing to clear.
  }
};

/**
 * While signed in: a warning toast after 25 idle minutes and automatic sign-out after 30 (spec 2 §4).
 * If the sign-out call fails, local data is cleared and the user is sent to /login anyway.
 */
export function InactivityWatcher({ clock }: { clock?: InactivityClock }) {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  // The monitor starts once; it reads the latest callbacks through this ref.
  const latest = useRef({ navigate, refreshSession });
  useEffect(() => {
    latest.current = { navigate, refreshSession };
  });

  useEffect(() => {
    const signOut = async () => {
      let failed = false;
      try {
        const { error } = await authClient.signOut();
        failed = Boolean(error);
      } catch {
        failed = true;
      }
      if (failed) {
        clearBrowserStorage();
        // The server ends idle sessions after 30 minutes too; re-reading lets /login show.
        await latest.current.refreshSession();
      }
      toast({
        title: 'Automatisk utloggning',
        description: 'Du har loggats ut på grund av inaktivitet (30 minuter).',
        duration: TOAST_DURATIONS.autoLogout,
      });
      await latest.current.navigate(failed ? '/login' : '/');
    };

    return startInactivityMonitor({
      ...(clock ? { clock } : {}),
      onWarning: () =>
        toast({
          title: 'Inaktivitetsvarning',
          description: 'Du loggas ut automatiskt om 5 minuter om du inte är aktiv.',
          duration: TOAST_DURATIONS.inactivityWarning,
        }),
      onTimeout: () => void signOut(),
    });
  }, [clock]);

  return null;
}
