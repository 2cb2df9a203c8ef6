import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { ProfileCard } from '@/components/profile-card';
import { useMyOrganisations } from './use-my-organisations';

/** On the profile: the way to /organisation for an organisation administrator; nothing for others. */
export function AdministeredOrganisationsCard() {
  const mine = useMyOrganisations();
  const administered = mine.data?.administered ?? [];
  if (administered.length === 0) {
    return null;
  }
  return (
    <ProfileCard title="Organisation" icon={Building2}>
      <p className="leading-relaxed text-slate-800">
        Du administrerar {administered.map((organisation) => organisation.name).join(', ')}.{' '}
        <Link to="/organisation" className="font-medium text-brand-700 underline underline-offset-4">
          Till organisationssidan
        </Link>
      </p>
    </ProfileCard>
  );
}
