import { ArrowLeft, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { AdministeredOrganisationsCard } from '@/features/organisations/administered-organisations-card';
import { OrganisationLinkCard } from '@/features/sso/organisation-link-card';
import { useProfile } from '../use-profile';
import { AccountInfoCard } from './account-info-card';
import { DangerZoneCard } from './danger-zone-card';
import { DevicesCard } from './devices-card';
import { ProfileDetailsForm } from './profile-details-form';
import { SecurityCard } from './security-card';
import { SubscriptionCard } from './subscription-card';

const headingClass = 'text-3xl font-bold tracking-tight text-slate-900';

function SignedInProfile() {
  const profile = useProfile();
  if (profile.isPending) {
    return <LoadingIndicator />;
  }
  if (profile.isError) {
    return (
      <div role="alert" className="grid gap-4 rounded-xl border border-red-200 bg-red-50 p-6 text-red-950">
        <h2 className="text-lg font-semibold">Fel vid laddning av profil</h2>
        <p>{profile.error.message}</p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Tillbaka till startsidan
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      {profile.data.deletion_cancelled ? (
        <p
          role="status"
          className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 leading-relaxed text-emerald-950"
        >
          <strong className="font-semibold">Raderingen av ditt konto är avbruten.</strong> Du loggade in igen
          innan kontot skulle raderas. Vill du ändå radera det kan du begära det igen längre ned.
        </p>
      ) : null}
      <AccountInfoCard profile={profile.data} />
      <ProfileDetailsForm profile={profile.data} />
      <SubscriptionCard />
      <AdministeredOrganisationsCard />
      <SecurityCard twoFactorEnabled={profile.data.two_factor_enabled} />
      <DevicesCard />
      <OrganisationLinkCard email={profile.data.email} />
      <DangerZoneCard />
    </div>
  );
}

/** /profile in all its states: loading, signed out, load error and the account cards (spec 2 §2). */
export function ProfileView() {
  const auth = useAuth();
  return (
    <section
      aria-labelledby="profile-heading"
      className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6"
    >
      <h1 id="profile-heading" className={headingClass}>
        Min profil
      </h1>
      {auth.status === 'unknown' ? <LoadingIndicator /> : null}
      {auth.status === 'anonymous' ? (
        <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6">
          <p className="leading-relaxed text-slate-700">Du behöver vara inloggad för att se din profil.</p>
          <Button asChild className="justify-self-start">
            <Link to="/login">
              <LogIn aria-hidden="true" />
              Logga in
            </Link>
          </Button>
        </div>
      ) : null}
      {auth.status === 'authenticated' ? <SignedInProfile /> : null}
    </section>
  );
}
