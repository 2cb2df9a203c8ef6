import { describe, expect, it } from 'vitest';
import { askedPart, isYesNoQuestion } from './question-form';

describe('isYesNoQuestion', () => {
  it.each([
    'Kan vi bevilja trapphiss?',
    'får hyresvärden säga nej?',
    'Familjen köpte huset 2021. Min kollega vill avslå – håller det?',
    'Sonen sitter i rullstol, måste vi bevilja ombyggnaden?',
    'Okej, gäller bab för fritidshus?',
  ])('yes/no: %s', (question) => {
    expect(isYesNoQuestion(question)).toBe(true);
  });

  it.each([
    'Vad är bostadsanpassningsbidrag?',
    'Hur lång tid har man på sig att överklaga?',
    'Vilka åtgärder omfattas?',
  ])('asks for facts: %s', (question) => {
    expect(isYesNoQuestion(question)).toBe(false);
  });
});

describe('askedPart', () => {
  it('keeps the sentences that ask, in their own letters', () => {
    expect(
      askedPart('Huset byggdes 2021 enligt PBL.  Kan vi neka? Hon bor i Örebro kommun. Vem beslutar?'),
    ).toBe('Kan vi neka? Vem beslutar?');
  });

  it('is the whole question when no sentence asks', () => {
    expect(askedPart('bygglov för ramp')).toBe('bygglov för ramp');
  });
});
