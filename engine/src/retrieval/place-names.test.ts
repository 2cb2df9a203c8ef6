import { describe, expect, it } from 'vitest';
import { withPlaceConcept } from './place-names';

describe('withPlaceConcept', () => {
  it.each([
    'Hon bor i Västerås men flyttar till Örebro i mars.',
    'Ansökan kom från Kiruna.',
    'Mamman bor i Gällivare.',
  ])('adds "kommun" to a question that names a place: %s', (question) => {
    expect(withPlaceConcept(question)).toBe(`${question} kommun`);
  });

  it.each([
    'Till vilken förvaltningsrätt går överklagandet?',
    'Arbetsterapeuten har varit hos Birgitta.',
    'Kan hon få bidrag till en ramp i trapphuset?',
    'Vi har fått en ansökan från BRF:en.',
  ])('leaves a question without a place as it is: %s', (question) => {
    expect(withPlaceConcept(question)).toBe(question);
  });
});
