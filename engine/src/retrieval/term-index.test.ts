import { describe, expect, it } from 'vitest';
import { createTermIndex } from './term-index';

const entry = (key: string, terms: string[], content = '') => ({
  key,
  fields: [
    { text: terms.join(' \n '), weight: 3 },
    { text: content, weight: 1 },
  ],
  phrases: terms,
});

const index = createTermIndex([
  entry(
    'consent',
    ['hyresvärdens medgivande', 'fastighetsägaren säger nej'],
    'Samtliga ägare har medgett åtgärderna.',
  ),
  entry(
    'repair',
    ['reparera dörröppnare', 'trasig trapphiss'],
    'Bidrag lämnas för att reparera anordningar.',
  ),
  entry(
    'decision',
    ['vad ska stå i beslutet', 'högsta belopp'],
    'I beslutet ska anges vilka åtgärder bidraget avser.',
  ),
  entry('shower', ['duschkabin', 'ta bort badkar'], 'Fasta funktioner i bostaden.'),
]);

describe('createTermIndex', () => {
  it.each([
    ['an inflected word', 'Behövs hyresvärdens medgivanden?', 'consent'],
    ['a word without å/ä/ö', 'hyresvardens medgivande', 'consent'],
    ['a typo', 'dörröpnaren är trasig', 'repair'],
    ['an unknown compound of known words', 'duschkabinväggen', 'shower'],
  ])('finds %s', (_, question, key) => {
    expect(index.search(question)[0]?.key).toBe(key);
  });

  it('counts a multi-word term that stands in the question as a whole', () => {
    const [first, second] = index.search('Vad måste stå i beslutet om högsta belopp?');
    expect(first?.key).toBe('decision');
    expect(second).toBeUndefined();
  });

  it('counts coverage over the words the index knows', () => {
    expect(index.search('fastighetsägaren säger nej xqzv')[0]?.coverage).toBeCloseTo(1, 5);
    const [hit] = index.search('fastighetsägaren säger nej till att reparera');
    expect(hit?.key).toBe('consent');
    expect(hit?.coverage).toBeGreaterThan(0.5);
    expect(hit?.coverage).toBeLessThan(1);
    // The entry holds more words than the question names.
    expect(hit?.entryCoverage).toBeGreaterThan(0);
    expect(hit?.entryCoverage).toBeLessThan(hit?.coverage ?? 0);
  });

  it('keeps "vilken" of a question form: which court is another question than how to appeal', () => {
    const courts = createTermIndex([
      entry(
        'court',
        ['vilken förvaltningsrätt', 'domkrets'],
        'Ett beslut överklagas till förvaltningsrätten.',
      ),
      entry('appeal', ['överklaga till förvaltningsrätten', 'överklagandet'], 'Beslutet får överklagas.'),
    ]);
    expect(courts.search('Till vilken förvaltningsrätt går överklagandet?')[0]?.key).toBe('court');
    expect(courts.search('Hur går överklagandet till förvaltningsrätten?')[0]?.key).toBe('appeal');
  });

  it('finds nothing for words no entry shares', () => {
    expect(index.search('vädret i morgon')).toEqual([]);
  });

  it('holds an entry fully when the question names one of its alternatives', () => {
    const situations = createTermIndex([
      {
        key: 'holiday',
        fields: [{ text: 'sökanden vill anpassa sitt fritidshus eller sin sommarstuga', weight: 1 }],
        phrases: [],
      },
      { key: 'sublet', fields: [{ text: 'sökanden hyr bostaden i andra hand', weight: 1 }], phrases: [] },
      { key: 'child', fields: [{ text: 'sökanden vill anpassa barnets rum', weight: 1 }], phrases: [] },
    ]);
    const [hit] = situations.search('Kan sökanden anpassa sin sommarstuga?');
    expect(hit?.key).toBe('holiday');
    // Only "vill" is missing, and every entry says it.
    expect(hit?.entryCoverage).toBeGreaterThan(0.8);
  });

  it('takes a neuter definite form as its base form when the index has that form', () => {
    const rooms = createTermIndex([
      { key: 'definite', fields: [{ text: 'köket och badrummet', weight: 1 }], phrases: [] },
      { key: 'base', fields: [{ text: 'kök badrum', weight: 1 }], phrases: [] },
    ]);
    expect(
      rooms
        .search('köket')
        .map((hit) => hit.key)
        .sort(),
    ).toEqual(['base', 'definite']);
    expect(
      rooms
        .search('nytt badrum')
        .map((hit) => hit.key)
        .sort(),
    ).toEqual(['base', 'definite']);
  });

  it('reads a modal verb as the framing of the question, not as a word of a term', () => {
    const modal = createTermIndex([
      { key: 'repayment', fields: [{ text: 'mottagaren skäligen borde ha insett', weight: 1 }], phrases: [] },
      { key: 'moving', fields: [{ text: 'flytta till en annan bostad', weight: 1 }], phrases: [] },
    ]);
    expect(modal.search('Kan vi avslå för att hon borde flytta?').map((hit) => hit.key)).toEqual(['moving']);
  });

  it('takes a verb the stemmer leaves with its -t or -d as the verb the index has', () => {
    const requests = createTermIndex([
      { key: 'request', fields: [{ text: 'begära ut handlingar', weight: 1 }], phrases: [] },
      { key: 'purchase', fields: [{ text: 'köpa en bostad', weight: 1 }], phrases: [] },
    ]);
    for (const question of ['Tidningen har begärt ut akten', 'De begärde ut akten']) {
      expect(requests.search(question).map((hit) => hit.key)).toEqual(['request']);
    }
    expect(requests.search('De köpte lägenheten').map((hit) => hit.key)).toEqual(['purchase']);
  });

  it('reaches an entry through the words of a thesaurus group the question uses', () => {
    const groups = [
      { concept: 'trasig', members: ['trasig', 'sönder', 'slitage'] },
      { concept: 'underrätta', members: ['underrätta', 'höra av', 'meddela'] },
    ];
    const withThesaurus = createTermIndex(
      [
        entry('repair', ['slitage på anordningen'], 'Bidrag lämnas för att reparera anordningar.'),
        entry('notice', ['underrätta parten'], 'Myndigheten ska underrätta parten om förseningen.'),
        entry('measure', ['duschvägg', 'badrum'], 'Fasta funktioner i bostaden.'),
      ],
      groups,
    );
    expect(withThesaurus.search('Den är sönder nu, vad gäller?')[0]?.key).toBe('repair');
    expect(withThesaurus.search('Duschväggen i badrummet')[0]?.key).toBe('measure');
    expect(withThesaurus.search('Måste vi höra av oss till sökanden?')[0]?.key).toBe('notice');
    // Without the group the phrase finds nothing.
    expect(
      createTermIndex([entry('notice', ['underrätta parten'], '')]).search('Måste vi höra av oss?'),
    ).toEqual([]);
  });
});
