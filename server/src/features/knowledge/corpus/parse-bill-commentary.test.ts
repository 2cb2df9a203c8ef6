import { describe, expect, it } from 'vitest';
import { BILL_COMMENTARY_LABEL, parseBillCommentary } from './parse-bill-commentary';

const bill = {
  id: 'prop. 2099/00:1',
  title: 'Ny lag om provbidrag',
  date: '2099-01-25',
  source: 'https://riksdagen.example/prop-2099-00-1',
  label: BILL_COMMENTARY_LABEL,
  sections: [
    {
      sfs: '2099:1',
      section: '5 §',
      pages: 's. 69',
      commentary: ['Med fasta funktioner avses byggnaden och marken (prop. 2099/00:1 s. 69).'],
      counterpart: '6 § lagen (1992:1574)',
    },
    { sfs: '2099:1', section: '6 §', pages: 's. 70', commentary: ['En andra mening.'], counterpart: null },
  ],
  topics: [
    {
      id: 'fasta',
      heading: 'Fasta funktioner',
      pages: 's. 69',
      relatesTo: ['2099:1 5 §'],
      commentary: ['Om fasta funktioner i allmänhet.'],
    },
  ],
};

describe('parseBillCommentary', () => {
  it('makes a chunk per section and topic, referenced by the bill and its pages', () => {
    const parsed = parseBillCommentary(JSON.stringify(bill));
    expect(parsed.sfsNumber).toBe('2099:1');
    expect(parsed.chunks.map((chunk) => chunk.sectionReference)).toEqual([
      'prop. 2099/00:1 s. 69 om 5 §',
      'prop. 2099/00:1 s. 70',
      'prop. 2099/00:1 s. 69 om fasta funktioner',
    ]);
    // The sentence's own page reference is the chunk's: an answer cites the chunk.
    expect(parsed.chunks[0]?.content).toBe(
      `Med fasta funktioner avses byggnaden och marken.\n\nParagrafen motsvarar 6 § lagen (1992:1574).\n\n${BILL_COMMENTARY_LABEL}`,
    );
    expect(parsed.chunks[0]?.title).toBe('Förarbeten till 5 § lagen (2099:1): prop. 2099/00:1 s. 69');
    expect(parsed.chunks.every((chunk) => chunk.section === null)).toBe(true);
  });

  it('tells the engine where the commentary on each section is', () => {
    expect(parseBillCommentary(JSON.stringify(bill)).notes).toEqual([
      { section: '2099:1 5 §', sfs: '2099:1', reference: 'prop. 2099/00:1 s. 69 om 5 §' },
      { section: '2099:1 6 §', sfs: '2099:1', reference: 'prop. 2099/00:1 s. 70' },
    ]);
  });

  it('refuses commentary not labelled as ours, or a part without its pages', () => {
    expect(() => parseBillCommentary(JSON.stringify({ ...bill, label: 'Propositionens text.' }))).toThrow(
      /labelled/,
    );
    const noPages = { ...bill, topics: [{ ...bill.topics[0], pages: 'okänd sida' }] };
    expect(() => parseBillCommentary(JSON.stringify(noPages))).toThrow(/pages/);
  });
});
