import { formatDateTimeSv, type Profile } from '@app/common';
import { UserRound } from 'lucide-react';
import { ProfileCard } from '@/components/profile-card';

type Row = { term: string; value: string };

const rowsFor = (profile: Profile): Row[] => {
  const rows: Row[] = [
    { term: 'Namn', value: profile.name },
    { term: 'E-post', value: profile.email },
    { term: 'Konto skapat', value: formatDateTimeSv(profile.created_at) },
  ];
  if (profile.last_login) {
    rows.push({ term: 'Senaste inloggning', value: formatDateTimeSv(profile.last_login) });
  }
  // The count is shown only when the server sent a real number (spec 1 §2).
  if (typeof profile.chat_interactions === 'number' && Number.isFinite(profile.chat_interactions)) {
    rows.push({ term: 'Chattinteraktioner', value: String(profile.chat_interactions) });
  }
  return rows;
};

/** E-mail, creation date, last login and chat count, with Swedish dates. */
export function AccountInfoCard({ profile }: { profile: Profile }) {
  return (
    <ProfileCard title="Kontoinformation" icon={UserRound}>
      <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {rowsFor(profile).map((row) => (
          <div key={row.term} className="contents">
            <dt className="text-sm font-medium text-slate-600">{row.term}</dt>
            <dd className="-mt-2 break-all text-slate-900 sm:mt-0">{row.value}</dd>
          </div>
        ))}
      </dl>
    </ProfileCard>
  );
}
