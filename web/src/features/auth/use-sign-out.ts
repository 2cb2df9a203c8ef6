import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';

/**
 * Signs the user out, confirms it with a toast and returns to the start page (spec 1 §4).
 * There is no session yet; the accounts work adds the server call before the toast.
 */
export const useSignOut = (): (() => void) => {
  const navigate = useNavigate();
  return () => {
    toast({ title: 'Utloggad', variant: 'success' });
    void navigate('/');
  };
};
