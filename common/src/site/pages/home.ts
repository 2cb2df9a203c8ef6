import { areaWords } from '../area-words';
import { sitePageMeta } from '../page-meta';
import type { SiteContext, SitePage, SiteSection } from '../types';

/** A titled piece of text on the landing page: an intro step, a feature or a team role. */
export type LandingItem = { id: string; title: string; text: string };

/** An invented quote that shows how the service is meant to be used; never a real user's words. */
export type LandingTestimonial = { id: string; quote: string; attribution: string };

export type LandingTexts = {
  introHeading: string;
  /** Spec 1 §2: three steps, welcome, privacy and responsibility, how to use it. */
  introSteps: readonly LandingItem[];
  featuresHeading: string;
  features: readonly LandingItem[];
  licence: { heading: string; paragraphs: readonly string[] };
  testimonialsHeading: string;
  /** Says plainly that the quotes are examples, not real users. */
  testimonialsNote: string;
  /** The badge on every quote. */
  testimonialLabel: string;
  testimonials: readonly LandingTestimonial[];
  teamHeading: string;
  teamLead: string;
  team: readonly LandingItem[];
};

/** The signed-out landing page's texts beside the hero (spec 1 §2). */
export const landingTexts = (context: SiteContext): LandingTexts => {
  const { productName } = context;
  const area = areaWords(context);
  return {
    introHeading: 'Kom igång i tre steg',
    introSteps: [
      {
        id: 'intro-welcome',
        title: `Välkommen till ${productName}`,
        text: `${productName} är ett stöd för dig som handlägger ${area.subject}. Du ställer en fråga och får ett pedagogiskt svar som bygger på lagar, förordningar, förarbeten och praxis. Varje påstående i svaret hänvisar till sin källa, så att du själv kan kontrollera det.`,
      },
      {
        id: 'intro-privacy',
        title: 'Integritet och ansvar',
        text: 'Skriv aldrig personuppgifter i dina frågor: inga namn, personnummer, adresser eller uppgifter om någons hälsa. Beskriv situationen allmänt i stället. Konversationerna sparas inte permanent. Svaren är ett stöd i ditt arbete och ersätter inte din egen bedömning, juridisk expertis eller myndighetens beslut.',
      },
      {
        id: 'intro-how',
        title: 'Så använder du tjänsten',
        text: 'Registrera ett konto och aktivera en licens. Välj sedan handläggarroll och ämne, ställ din fråga och läs svaret tillsammans med källorna. Behöver du mer kan du be om ett utförligt svar. Registreringen är kostnadsfri.',
      },
    ],
    featuresHeading: 'Byggt för handläggningen',
    features: [
      {
        id: 'feature-law-based',
        title: 'Lagbaserat',
        text: `Svaren bygger bara på riktiga källor: ${area.primaryStatutes}, förarbeten, angränsande lagar och domar. Varje påstående kopplas till en källa och kontrolleras mot den, och vid svaret ser du hur kontrollen gick.`,
      },
      {
        id: 'feature-gdpr',
        title: 'GDPR-anpassat',
        text: 'Frågor som innehåller personnummer eller e-postadresser stoppas innan de skickas, och konversationerna sparas inte permanent. Du beskriver ärendet utan att ange vem det gäller.',
      },
      {
        id: 'feature-professional-support',
        title: 'Professionellt stöd',
        text: 'Svaren förklarar regeln på vanlig svenska, pekar ut paragrafen och visar hur väl varje påstående stöds av källorna. Du får ett underlag för din bedömning – besluten fattar du och din kommun.',
      },
    ],
    licence: {
      heading: 'Aktivera din licens',
      paragraphs: [
        'Det är kostnadsfritt att registrera sig. För att ställa frågor i verktyget behöver du en aktiv licens, som års- eller månadsprenumeration utan bindningstid.',
        'Du får ett kvitto som din arbetsgivare kan ersätta, och som kommunanställd kan du redovisa licensen som kompetensutveckling. Arbetsgivare och organisationer kan begära offert på flera licenser.',
      ],
    },
    testimonialsHeading: 'Så kan tjänsten användas',
    testimonialsNote:
      'Citaten nedan är påhittade exempel som visar hur tjänsten är tänkt att användas. De kommer inte från verkliga användare.',
    testimonialLabel: 'Exempel',
    testimonials: [
      {
        id: 'example-deadline',
        quote:
          'Jag behövde snabbt veta vad lagen säger om bidrag till en ramp vid entrén. Svaret pekade ut paragrafen, så att jag kunde läsa den själv innan jag skrev beslutet.',
        attribution: `Handläggare av ${area.subject}`,
      },
      {
        id: 'example-onboarding',
        quote:
          'För en ny kollega blev det lättare att hitta rätt i förarbetena. Vi går igenom svaren och källorna tillsammans på våra ärendegenomgångar.',
        attribution: `Samordnare för ${area.field}`,
      },
      {
        id: 'example-practice',
        quote:
          'När jag är osäker på hur domstolarna har bedömt en fråga får jag domarna sammanfattade med länkar till originalen.',
        attribution: 'Handläggare i en mindre kommun',
      },
    ],
    teamHeading: 'Teamet bakom tjänsten',
    teamLead: `${productName} är ett privat och oberoende initiativ. Bakom det står människor med erfarenhet från både handläggning och utveckling.`,
    team: [
      {
        id: 'team-founder',
        title: 'Grundare med erfarenhet av handläggning',
        text: 'Tjänsten drivs av en tidigare kommunal handläggare som vet hur det är att leta efter svar i lagtext, förarbeten och domar mitt i ett ärende.',
      },
      {
        id: 'team-sources',
        title: 'Källor och kontroll',
        text: 'Varje påstående i ett svar kontrolleras mot sin källa innan du ser det, och när en handläggare markerar ett svar som felaktigt går det direkt till oss som rättar.',
      },
      {
        id: 'team-development',
        title: 'Utveckling och drift',
        text: 'Utvecklare bygger och driver tjänsten med fokus på säkerhet, dataskydd och tillgänglighet.',
      },
    ],
  };
};

const itemSection = (heading: string, items: readonly LandingItem[], id: string): SiteSection => ({
  id,
  heading,
  paragraphs: [],
  list: items.map((item) => `${item.title}: ${item.text}`),
});

/**
 * The landing's facts as sections, for the server's SEO and the info chatbot. The example quotes
 * are left out: they are invented, and the chatbot must never present them as users' words.
 */
export const homePage = (context: SiteContext): SitePage => {
  const texts = landingTexts(context);
  return {
    ...sitePageMeta('home', context),
    sections: [
      itemSection(texts.introHeading, texts.introSteps, 'intro'),
      itemSection(texts.featuresHeading, texts.features, 'features'),
      { id: 'licence', heading: texts.licence.heading, paragraphs: texts.licence.paragraphs },
      {
        id: 'team',
        heading: texts.teamHeading,
        paragraphs: [texts.teamLead],
        list: texts.team.map((role) => `${role.title}: ${role.text}`),
      },
    ],
  };
};
