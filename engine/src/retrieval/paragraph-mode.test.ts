import { describe, expect, it } from 'vitest';
import { bundledLawDomain } from '../testing/area-pack';
import { createLawNames } from './law-names';
import { createParagraphMode } from './paragraph-mode';

const detectParagraphSection = createParagraphMode(createLawNames(bundledLawDomain('bab'))).detect;

describe('detectParagraphSection', () => {
  it.each([
    ['Vad säger 12 §?', '12'],
    ['Vad gäller enligt 12§ om återbetalning?', '12'],
    ['Förklara § 12 i lagen', '12'],
    ['Vad innebär paragraf 7?', '7'],
    ['Vad står i paragrafen 15?', '15'],
    ['Vad säger fem § om hjälpmedel?', '5'],
    ['Vad betyder paragraf tio?', '10'],
    ['Vad reglerar sjätte paragrafen?', '6'],
    ['Gäller 5 a § här?', '5 a'],
  ])('finds the section in %j', (question, section) => {
    expect(detectParagraphSection(question)).toBe(section);
  });

  it.each([
    'Kan man få bidrag till en trapphiss?',
    'Vad säger 26 kap. 12 § offentlighets- och sekretesslagen?',
    'Hur ska beslutet motiveras enligt 32 § förvaltningslagen?',
    'Gäller 9 § LSS här?',
    'Vad sa 6 § i lag (1992:1574)?',
    'Bidraget var 12 000 kronor',
  ])('finds none in %j', (question) => {
    expect(detectParagraphSection(question)).toBeNull();
  });
});
