import { useNavigate } from 'react-router';
import { useReturnPath } from '@/features/auth/use-return-path';
import { appConfig } from '@/lib/app-config';
import { toast } from '@/lib/toast';

/** The common end of every sign-in path: the welcome toast and the start page (spec 1 §8), or `?next=`. */
export const useCompleteSignIn = (): (() => Promise<void>) => {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  return async () => {
    toast({
      title: 'Inloggning lyckades!',
      description: `Välkommen tillbaka till ${appConfig.productName}`,
      variant: 'success',
    });
    await navigate(returnPath, { replace: true });
  };
};
