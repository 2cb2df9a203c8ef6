import { describe, expect, it } from 'vitest';
import { aboutPath } from '../../product';
import { bundledSiteAreas } from '../../testing/bundled-area';
import { accessibilityPage, KNOWN_ACCESSIBILITY_SHORTCOMINGS } from './accessibility';
import { homePage, landingTexts } from './home';

const context = {
  productName: 'Handläggarstöd',
  aboutPath: aboutPath('Handläggarstöd'),
  areas: bundledSiteAreas(),
};

describe('landing texts', () => {
  it('has the three intro steps of spec 1 §2 and the three features', () => {
    const texts = landingTexts(context);
    expect(texts.introSteps.map((step) => step.title)).toEqual([
      'Välkommen till Handläggarstöd',
      'Integritet och ansvar',
      'Så använder du tjänsten',
    ]);
    expect(texts.features.map((feature) => feature.title)).toEqual([
      'Lagbaserat',
      'GDPR-anpassat',
      'Professionellt stöd',
    ]);
  });

  it('marks the quotes as examples and keeps them out of the texts the chatbot and SEO read', () => {
    const texts = landingTexts(context);
    expect(texts.testimonialLabel).toBe('Exempel');
    expect(texts.testimonialsNote).toMatch(/påhittade exempel/);
    const registryText = JSON.stringify(homePage(context).sections);
    for (const testimonial of texts.testimonials) {
      expect(registryText).not.toContain(testimonial.quote);
    }
    expect(registryText).toContain('Integritet och ansvar');
  });
});

describe('accessibility statement', () => {
  it('derives its compliance status from the list of known shortcomings', () => {
    const page = accessibilityPage(context);
    const status = page.sections.find((section) => section.id === 'status')?.paragraphs[0];
    const shortcomings = page.sections.find((section) => section.id === 'shortcomings');
    if (KNOWN_ACCESSIBILITY_SHORTCOMINGS.length === 0) {
      expect(status).toMatch(/helt förenlig/);
      expect(shortcomings?.paragraphs[0]).toMatch(/inte till några brister/);
    } else {
      expect(status).toMatch(/delvis förenlig/);
      expect(shortcomings?.list).toEqual(KNOWN_ACCESSIBILITY_SHORTCOMINGS);
    }
  });

  it('says what DOS-lagen asks for: the law, WCAG level, review date, method, feedback and Digg', () => {
    const text = JSON.stringify(accessibilityPage(context));
    expect(text).toContain('lagen (2018:1937) om tillgänglighet till digital offentlig service');
    expect(text).toContain('WCAG 2.1 på nivå AA');
    expect(text).toMatch(/Redogörelsen uppdaterades senast den \d{1,2} \p{L}+ \d{4}/u);
    expect(text).toContain('självskattning');
    expect(text).toContain('kontaktformuläret');
    expect(text).toContain('Myndigheten för digital förvaltning (Digg)');
    expect(text).toContain('digg.se/tdosanmalan');
  });
});
