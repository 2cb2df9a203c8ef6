import { LandingHero } from './landing-hero';
import { LegalDatabaseBanner } from './legal-database-banner';

/** The landing for visitors. */
export function AnonymousHome() {
  return (
    <>
      <LegalDatabaseBanner />
      <LandingHero />
    </>
  );
}
