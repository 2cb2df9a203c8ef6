import { describe, expect, it } from 'vitest';
import {
  askedPart,
  askingParts,
  asksAdverse,
  asksChoice,
  asksPreparatoryWorks,
  focusOf,
  isYesNoQuestion,
  presupposedQuantities,
  quantitiesIn,
} from './question-form';

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

describe('isYesNoQuestion without a leading verb', () => {
  it.each([
    'bab till husbil?',
    'Det är väl nämnden som beslutar?',
    'Vart överklagar man? Till länsstyrelsen?',
    'Reparationen av dörröppnaren, betalar kommunen den?',
  ])('yes/no: %s', (question) => {
    expect(isYesNoQuestion(question)).toBe(true);
  });

  it.each(['Förklara vad fasta funktioner är?', 'Vilken kommun prövar ansökan?'])(
    'asks for facts: %s',
    (question) => {
      expect(isYesNoQuestion(question)).toBe(false);
    },
  );
});

describe('focusOf', () => {
  it('is the asking sentence without names', () => {
    expect(focusOf('Hon bor i Örebro sedan 2019. Kan Stena kräva att rampen tas bort?').trim()).toBe(
      'Kan   kräva att rampen tas bort?',
    );
  });

  it('is the whole question when the asking sentence only points back', () => {
    expect(focusOf('Hyresvärden vill ta över bidraget. Går det?')).toBe(
      'Hyresvärden vill ta över bidraget. Går det?',
    );
  });
});

describe('presupposedQuantities', () => {
  it('reads the limits a question takes for the law, not the facts it tells', () => {
    expect(
      presupposedQuantities(
        'Fakturan var på 40 000 kr. Enligt lag ska beslut väl fattas inom fyra veckor?',
      ).map((quantity) => `${quantity.value} ${quantity.unit}`),
    ).toEqual(['4 vecka']);
  });

  it('reads numbers written with spaces and as words', () => {
    expect(quantitiesIn('minst 12 500 kronor inom sex månader').map((q) => q.text)).toEqual([
      '12\u00a0500 kronor', // a no-break space between thousands, as Swedish writes them
      'sex månader',
    ]);
  });
});

describe('askingParts', () => {
  it('splits the asking sentences, and a second question joined to the first', () => {
    expect(
      askingParts(
        'Vi har beviljat en ramp. Kan vi betala ut bidraget nu, och behövs bygglov för den? Och vem äger rampen sen?',
      ),
    ).toEqual(['Kan vi betala ut bidraget nu?', 'behövs bygglov för den?', 'vem äger rampen sen?']);
  });

  it('keeps one question whole, "och" between two things asked about included', () => {
    expect(askingParts('Kan vi bevilja ramp och dörröppnare till entrén?')).toEqual([
      'Kan vi bevilja ramp och dörröppnare till entrén?',
    ]);
    expect(askingParts('Bidrag för ramp')).toEqual(['Bidrag för ramp']);
  });

  it('tells a question about the bill by its class or its name', () => {
    expect(asksPreparatoryWorks('Vad säger förarbetena om fasta funktioner?')).toBe(true);
    expect(asksPreparatoryWorks('Står det något i prop. 2017/18:80 om hiss?')).toBe(true);
    expect(asksPreparatoryWorks('Kan vi bevilja en proportionerlig ramp?')).toBe(false);
  });
});

describe('asksAdverse', () => {
  it.each([
    ['Kan vi avslå ansökan om ramp?', true],
    ['Vi tänkte avslå eftersom det känns som komfort. Håller det?', true],
    ['Vi tänkte avslå, men sökanden har läkarintyg. Kan vi bevilja hissen till övervåningen ändå?', false],
    ['Kan vi bevilja rampen?', false],
    // What the modal verb asks, not a clause further on.
    ['Måste vi låta sökanden yttra sig innan vi avslår?', false],
    ['Behöver vi skriva ut paragraferna i ett avslag?', false],
    ['Får vi verkligen neka tolk?', true],
    ['Är vi skyldiga att kräva tillbaka pengarna?', true],
    ['Vi tänker avslå eftersom hon kan flytta till en annan lägenhet. Går det?', true],
    // An avslag as the object is what is changed, not a refusal asked for.
    ['Kan vi ändra vårt avslag själva?', false],
    ['Kan vi ge avslag direkt?', true],
  ])('%s → %s', (question, adverse) => {
    expect(asksAdverse(question)).toBe(adverse);
  });
});

describe('asksChoice', () => {
  it.each([
    ['Ska vi bevilja eller avslå?', true],
    ['Är spisvakten bostadsanpassning eller ett hjälpmedel från regionen?', true],
    ['Kan vi bevilja spisvakten?', false],
    // Only the asking sentence counts.
    ['Sökanden har rullator eller rullstol. Kan vi bevilja rampen?', false],
  ])('%s → %s', (question, choice) => {
    expect(asksChoice(question)).toBe(choice);
  });
});
