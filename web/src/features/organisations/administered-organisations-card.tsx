import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { ProfileCard } from '@/components/profile-card';
import { fetchMyOrganisations, ORGANISATION_QUERY_KEY } from './organisation-api';

/** On the profile: the way to /organisation for an organisation administrator; nothing for others. */
export function AdministeredOrganisationsCard() {
  const mine = useQuery({
    queryKey: [...ORGANISATION_QUERY_KEY, 'mine'],
    queryFn: ({ signal }) => fetchMyOrganisations(signal),
  });
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
