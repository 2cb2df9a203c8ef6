import { useNavigate } from 'react-router';
import { authClient } from '@/lib/auth-client';
import { toast } from '@/lib/toast';

/**
 * Signs the user out, confirms it with a toast and returns to the start page (spec 1 §4).
 * A failed sign-out still shows the same message, as the spec asks.
 */
export const useSignOut = (): (() => void) => {
  const navigate = useNavigate();

  const signOut = async () => {
    try {
      await authClient.signOut();
    } catch {
      // Same outcome for the user; the server-side session expires on its own.
    }
    toast({ title: 'Utloggad', variant: 'success' });
    await navigate('/');
  };

  return () => {
    void signOut();
  };
};
