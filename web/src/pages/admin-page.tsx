import { PlaceholderPage } from '@/components/placeholder-page';

export function AdminPage() {
  return (
    <PlaceholderPage
      title="Administration"
      path="/admin"
      description="Översikt över användare och inkommen feedback för administratörer."
      noIndex
    />
  );
}
