import { TriangleAlert } from 'lucide-react';
import { ProfileCard } from '@/components/profile-card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Account deletion, kept apart from everything else on the page. */
export function DangerZoneCard() {
  return (
    <ProfileCard
      title="Radera konto"
      icon={TriangleAlert}
      tone="danger"
      description="Begär att ditt konto och alla uppgifter som hör till det raderas. Du kan ångra dig genom att logga in igen inom 7 dagar."
    >
      <DeleteAccountDialog />
    </ProfileCard>
  );
}
