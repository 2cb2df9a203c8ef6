import { ROLE_MENU_LINKS, type RoleMenuLink } from '@app/common';
import { useProfile } from '@/features/account/use-profile';
import { useAuth } from '@/features/auth/use-auth';
import { useMyOrganisations } from '@/features/organisations/use-my-organisations';

/**
 * The signed-in user's role links, as the server answers: /admin for an admin (the profile's
 * is_admin), /organisation for an organisation's administrator. None while signed out or unknown.
 */
export const useRoleLinks = (): RoleMenuLink[] => {
  const auth = useAuth();
  const profile = useProfile();
  const mine = useMyOrganisations();
  if (auth.status !== 'authenticated') {
    return [];
  }
  return [
    ...(profile.data?.is_admin ? [ROLE_MENU_LINKS.admin] : []),
    ...((mine.data?.administered.length ?? 0) > 0 ? [ROLE_MENU_LINKS.organisation] : []),
  ];
};
