import { describe, expect, it } from 'vitest';
import { legalVocabularyFromCorpus } from './legal-vocabulary';
import questionWeakWords from './question-weak-words.json';
import { createSiteAnswerer, OUT_OF_SCOPE_REPLY, type SiteAnswerer } from './site-answerer';
import type { SitePassage } from './site-passages';

const corpusDir = new URL('../../../../data/corpus', import.meta.url).pathname;
const areaDirs = [new URL('../../../../data/areas/bab', import.meta.url).pathname];
const legal = legalVocabularyFromCorpus(corpusDir, areaDirs);

// Test texts in the shape of the site's pages (the real ones are tested in the integration test).
const passage = (
  id: string,
  heading: string,
  paragraphs: string[],
  path: string,
  list: string[] = [],
): SitePassage => ({
  id,
  heading,
  paragraphs,
  list,
  pageTitle: path,
  path,
});

const PASSAGES: SitePassage[] = [
  passage(
    'what',
    'Vad tjänsten gör',
    [
      'Tjänsten är ett stöd för kommunala handläggare som arbetar med bostadsanpassningsbidrag.',
      'Du ställer en fråga i chatten och får ett pedagogiskt svar där varje påstående hänvisar till en källa.',
      'Tjänsten ersätter inte din egen bedömning eller juridisk expertis.',
      'Svaren bygger på lagar, förordningar, förarbeten och domar, och du ser alltid vilken lydelse som citeras och hur kontrollen av varje påstående gick.',
    ],
    '/om',
  ),
  passage(
    'gdpr',
    'Dataskydd och GDPR',
    [
      'Vi behandlar personuppgifter enligt dataskyddsförordningen (GDPR).',
      'Skriv aldrig personnummer, namn eller andra uppgifter om enskilda i chatten; tjänsten stoppar frågor som innehåller personnummer eller e-postadresser.',
      'All data lagras inom EU.',
    ],
    '/integritet',
  ),
  passage(
    'ai',
    'Så används AI',
    [
      'Svaren skrivs av en språkmodell som bara får använda de källor som hämtats för frågan.',
      'Varje påstående kontrolleras mot källan innan svaret visas.',
    ],
    '/teknisk-info',
  ),
  passage(
    'start',
    'Kom igång',
    [
      'Det är kostnadsfritt att registrera sig. Efter registreringen kan du teckna en prenumeration och börja ställa frågor.',
      'Handläggare i kommuner kan testa tjänsten under pilotperioden.',
    ],
    '/',
  ),
  passage(
    'prices',
    'Pris för prenumeration',
    ['Årsprenumerationen kostar 2 495 kr per år och månadsprenumerationen 299 kr per månad, inklusive moms.'],
    '/pris',
  ),
  passage(
    'workshop',
    'Workshop för arbetsgrupper',
    ['Vi håller workshoppar om hur man skriver bra frågor till tjänsten. Boka genom att mejla oss.'],
    '/workshop',
  ),
];

// With the weak words the server uses.
const { words: weakWords } = questionWeakWords;
const answerer = createSiteAnswerer(PASSAGES, legal, { weakWords });

/** The answer to a question the site answers or declines; a legal one has no reply of its own. */
const siteAnswer = (question: string, detailed = false, from: SiteAnswerer = answerer) => {
  const answer = from.answer(question, { detailed });
  if (answer.scope === 'law') {
    throw new Error(`${question} was taken for a question about the law`);
  }
  return answer;
};

describe('a question the site itself asks', () => {
  it('is answered from that passage, even in words the law uses', () => {
    const faq = passage(
      'trust',
      'Kan jag lita på svaren?',
      ['Varje påstående kontrolleras mot sin källa.'],
      '/faq',
    );
    const withFaq = createSiteAnswerer([...PASSAGES, faq], legal, { weakWords });
    const answer = siteAnswer('Kan jag lita på svaren?', false, withFaq);
    expect(answer).toMatchObject({ scope: 'service', sources: [{ path: '/faq' }] });
    expect(answer.reply).toContain('kontrolleras mot sin källa');
  });
});

describe('weak words', () => {
  it('are never the law’s: "händer" (stemmed as "hand") and "råkar" leave a question about the service', () => {
    const answer = siteAnswer('Vad händer om jag råkar lagra personnummer i chatten?');
    expect(answer).toMatchObject({ scope: 'service', sources: [{ path: '/integritet' }] });
  });

  it('do not make a heading asked by themselves', () => {
    const faq = passage('can', 'Kan tjänsten användas?', ['Ja, av kommunernas handläggare.'], '/faq');
    const from = createSiteAnswerer([...PASSAGES, faq], legal, { weakWords });
    expect(siteAnswer('Kan tjänsten boka en workshop?', false, from).sources[0]?.path).toBe('/workshop');
  });
});

describe('the site answerer', () => {
  it.each([
    ['Vad kostar tjänsten?', '/pris', '2 495 kr'],
    ['Hur mycket kostar en prenumeration per månad?', '/pris', '299 kr'],
    ['Är tjänsten säker enligt GDPR?', '/integritet', 'dataskyddsförordningen'],
    ['Hur används AI i tjänsten?', '/teknisk-info', 'språkmodell'],
    ['Vem kan testa tjänsten?', '/', 'testa tjänsten'],
    ['Kan vi boka en workshop?', '/workshop', 'Boka'],
  ])('answers %j from the passage on %s', (question, path, words) => {
    const answer = siteAnswer(question);
    expect(answer.scope).toBe('service');
    expect(answer.sources[0]?.path).toBe(path);
    expect(answer.reply).toContain(words);
    expect(answer.reply.length).toBeLessThan(400);
  });

  it.each([
    'Får man bidrag för en ramp?',
    'Vad säger 5 §?',
    'Kan man överklaga ett beslut om bostadsanpassningsbidrag?',
    'Gäller bidraget för en spisvakt i ett hyreshus?',
    'Behövs bygglov för en hiss?',
  ])('takes %j for a question about the law, and answers nothing from the site', (question) => {
    expect(answerer.answer(question, { detailed: false })).toEqual({ scope: 'law' });
  });

  it.each(['Vad blir det för väder i morgon?', 'Vem vann fotbolls-VM?', 'Kan du skriva en dikt om katter?'])(
    'declines %j politely, with a pointer to the contact page',
    (question) => {
      const answer = siteAnswer(question);
      expect(answer.scope).toBe('other');
      expect(answer.reply).toBe(OUT_OF_SCOPE_REPLY);
      expect(answer.sources).toEqual([{ title: 'Kontakt', path: '/kontakt' }]);
    },
  );

  it('gives a short reply that can be expanded, and a longer detailed one that cannot', () => {
    const short = siteAnswer('Vad gör tjänsten?');
    expect(short.canExpand).toBe(true);
    const detailed = siteAnswer('Vad gör tjänsten?', true);
    expect(detailed.reply.length).toBeGreaterThan(short.reply.length);
    expect(detailed.reply).toContain('Tjänsten ersätter inte din egen bedömning');
    expect(detailed.canExpand).toBe(false);
  });

  it('answers a short passage whole, so no sentence of it stands alone', () => {
    const reply = siteAnswer('Vem kan testa tjänsten under pilotperioden?').reply;
    expect(reply).toContain('Handläggare i kommuner kan testa tjänsten under pilotperioden.');
    expect(reply).toContain('Det är kostnadsfritt att registrera sig.');
  });
});
