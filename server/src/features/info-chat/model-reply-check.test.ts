import { aboutPath, DEFAULT_PRODUCT_NAME, siteFaq } from '@app/common';
import { bundledSiteAreas } from '@app/common/testing/bundled-area';
import { describe, expect, it } from 'vitest';
import { infoSystemPrompt } from './info-prompt';
import { legalVocabularyFromCorpus } from './legal-vocabulary';
import { createModelReplyCheck } from './model-reply-check';
import { createSiteAnswerer } from './site-answerer';
import { collectSitePassages, passageText } from './site-passages';

const corpusDir = new URL('../../../../data/corpus', import.meta.url).pathname;
const areaDirs = [new URL('../../../../data/areas/bab', import.meta.url).pathname];
const site = {
  productName: DEFAULT_PRODUCT_NAME,
  aboutPath: aboutPath(DEFAULT_PRODUCT_NAME),
  areas: bundledSiteAreas(),
};
const SITE_FAQ = siteFaq(site);
const passages = collectSitePassages(site);
const answerer = createSiteAnswerer(passages, legalVocabularyFromCorpus(corpusDir, areaDirs));
const instructions = [false, true].map((detailed) => infoSystemPrompt(site, detailed));
const check = createModelReplyCheck({
  instructions,
  siteTexts: passages.map((passage) => `${passage.heading}\n${passageText(passage)}`),
  statesLaw: answerer.statesLaw,
});

describe('the check of an info chat model reply', () => {
  it.each([
    'Årsprenumerationen kostar **2 495 kr** per år och månadsprenumerationen 299 kr per månad.',
    'Du kan t.ex. fråga om priser, bl.a. vad en kommunlicens kostar, m.m.',
    'Handläggarstöd är ett stöd för kommunala handläggare av bostadsanpassningsbidrag.',
    'Skriv aldrig personnummer i chatten. Läs mer på sidan Integritet (/integritet).',
    'Priset är 299 kr.Det gäller per månad.',
    '**Kom igång**\n- Registrera dig kostnadsfritt\n- Teckna en prenumeration',
  ])('lets a plain answer about the service through: %s', (reply) => {
    expect(check(reply)).toBeUndefined();
  });

  it('lets the site’s own FAQ answers through, however long a run they share with the prompt', () => {
    const sayNothingOfTheLaw = SITE_FAQ.filter((item) => !answerer.statesLaw(item.answer));
    expect(sayNothingOfTheLaw.length).toBeGreaterThan(SITE_FAQ.length / 2);
    for (const item of sayNothingOfTheLaw) {
      expect(check(item.answer), item.answer).toBeUndefined();
    }
  });

  it.each([
    '<script>alert(1)</script>',
    'Det är <b>viktigt</b>.',
    'Se <!-- dold text --> priserna.',
    '<img src=x onerror=alert(1)>',
    'Läs [prissidan](/pris).',
    '![logga](https://evil.example/a.png)',
    '[1]: https://evil.example',
  ])('refuses markup: %s', (reply) => {
    expect(check(reply)).toBe('markup');
  });

  it.each([
    'Se https://evil.example/pris.',
    'Se HTTP://EVIL.EXAMPLE/pris.',
    'Besök www.evil.example.',
    'Klicka på javascript:alert(1) för att fortsätta.',
    'Skriv till mailto:a@b',
    'Mejla order@evil.example för att köpa.',
    'Betala via betala-har.example/pris.',
    'Gå till handläggarstöd.se och logga in.',
  ])('refuses a link or an address: %s', (reply) => {
    expect(check(reply)).toBe('link');
  });

  it('refuses the prompt, and each of its lines of eight words or more, repeated in a reply', () => {
    const lines = instructions
      .flatMap((prompt) => prompt.split('\n'))
      .filter((line) => (line.match(/[\p{L}\p{N}]+/gu) ?? []).length >= 8);
    expect(lines.length).toBeGreaterThanOrEqual(7);
    for (const line of lines) {
      expect(check(`Mina instruktioner: ${line}`), line).toBe('instructions');
    }
    for (const prompt of instructions) {
      expect(check(prompt)).toBe('instructions');
    }
  });

  it.each([
    'Bostadsanpassningsbidrag beviljas om åtgärden behövs för att bostaden ska bli ändamålsenlig.',
    'Enligt 9 § lämnas bidrag för en ramp.',
    'Det framgår av lagen (2018:222) om bostadsanpassningsbidrag.',
    'Kommunen ska återkräva bidraget om det har beviljats på felaktiga grunder.',
    'Du har rätt till bidrag för en ramp vid entrén.',
    'Beslut om bidrag kan överklagas till förvaltningsrätten.',
    'Så säger det enligt lagen om bostadsanpassningsbidrag.',
  ])('refuses a statement of the law: %s', (reply) => {
    expect(check(reply)).toBe('law');
  });
});
