import { PlaceholderPage } from '@/components/placeholder-page';

export function ProfilePage() {
  return (
    <PlaceholderPage
      title="Min profil"
      path="/profile"
      description="Se dina kontouppgifter, hantera din prenumeration och ändra ditt lösenord."
      noIndex
    />
  );
}
