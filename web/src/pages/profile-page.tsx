import { Seo } from '@/components/seo';
import { ProfileView } from '@/features/account/profile/profile-view';

export function ProfilePage() {
  return (
    <>
      <Seo
        title="Min profil"
        path="/profile"
        description="Se dina kontouppgifter, hantera din prenumeration och ändra ditt lösenord."
        noIndex
      />
      <ProfileView />
    </>
  );
}
