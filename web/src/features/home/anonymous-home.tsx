import { landingTexts } from '@app/common';
import { appConfig } from '@/lib/app-config';
import { IntroCard } from './intro-card';
import { LandingFeatures } from './landing-features';
import { LandingHero } from './landing-hero';
import { LandingTeam } from './landing-team';
import { LandingTestimonials } from './landing-testimonials';
import { LegalDatabaseBanner } from './legal-database-banner';
import { LicenceCallToAction } from './licence-call-to-action';

/** The landing for visitors (spec 1 §2); its texts live in common/src/site/pages/home.ts. */
export function AnonymousHome() {
  const texts = landingTexts(appConfig);
  return (
    <>
      <LegalDatabaseBanner />
      <LandingHero aside={<IntroCard heading={texts.introHeading} steps={texts.introSteps} />} />
      <LandingFeatures heading={texts.featuresHeading} features={texts.features} />
      <LicenceCallToAction heading={texts.licence.heading} paragraphs={texts.licence.paragraphs} />
      <LandingTestimonials
        heading={texts.testimonialsHeading}
        note={texts.testimonialsNote}
        label={texts.testimonialLabel}
        testimonials={texts.testimonials}
      />
      <LandingTeam heading={texts.teamHeading} lead={texts.teamLead} team={texts.team} />
    </>
  );
}
