import { NOT_COVERED_BY_SOURCES } from '@app/common';
import { describe, expect, it } from 'vitest';
import {
  type BaselineEntry,
  baselineEntry,
  compareWithBaseline,
  formatBaseline,
  formatChange,
  type GatedAnswer,
  parseBaseline,
} from './eval-baseline';

const answered = (
  id: string,
  sfs: string | null,
  section: string,
  opening = 'Ja, bidrag lämnas',
): GatedAnswer => ({
  id,
  cited: [{ sfs, section }],
  answer: `**Kort svar**\n${opening} (5 §).\n\n**Vad lagen säger**\n- ”Bidrag lämnas.” (9 §)`,
  abstained: false,
});
const refused = (id: string): GatedAnswer => ({
  id,
  cited: [],
  answer: `${NOT_COVERED_BY_SOURCES}\n\nBygglov prövas enligt plan- och bygglagen.`,
  abstained: true,
});

const door = baselineEntry(answered('c2', '2018:222', '5'), answered('c2', '2018:222', '5', 'Det beror på'));
const rampPermit = baselineEntry(refused('c10'), refused('c10'));
const ruling = baselineEntry(answered('c1', null, 'HFD 2014 ref. 77'), answered('c1', '2018:222', '9'));

describe('eval baseline', () => {
  it('keeps the lead section, verdict and refusal of each topic mode', () => {
    expect(door).toEqual({
      id: 'c2',
      given: { lead: '2018:222 5', verdict: 'ja', refused: false },
      other: { lead: '2018:222 5', verdict: 'beror', refused: false },
    });
    expect(rampPermit.given).toEqual({ lead: null, verdict: 'avstå', refused: true });
    expect(ruling.given.lead).toBe('HFD 2014 ref. 77');
  });

  it('refuses to pair the answers to two different questions', () => {
    expect(() => baselineEntry(answered('c1', '2018:222', '5'), answered('c2', '2018:222', '5'))).toThrow(
      'different questions: c1 and c2',
    );
  });

  it('writes one line per question in id order, numbers compared as numbers, and reads it back', () => {
    const text = formatBaseline([rampPermit, door, ruling]);
    expect(text.split('\n')).toEqual([
      expect.stringMatching(/^\{"id":"c1",/),
      expect.stringMatching(/^\{"id":"c2",/),
      expect.stringMatching(/^\{"id":"c10",/),
      '',
    ]);
    expect(text.split('\n')[1]).toBe(
      '{"id":"c2","given":{"lead":"2018:222 5","verdict":"ja","refused":false},' +
        '"other":{"lead":"2018:222 5","verdict":"beror","refused":false}}',
    );
    expect(parseBaseline(text, 'colloquial.jsonl')).toEqual([ruling, door, rampPermit]);
  });

  it('names the file and line of a malformed or repeated entry', () => {
    const good = formatBaseline([door]);
    expect(() => parseBaseline(`${good}{"id":`, 'b.jsonl')).toThrow('b.jsonl:2: not JSON');
    expect(() => parseBaseline(good.replace('"ja"', '"kanske"'), 'b.jsonl')).toThrow(
      /^b\.jsonl:1: given\.verdict: /,
    );
    expect(() =>
      parseBaseline(good.replace('"refused":false}}', '"refused":false,"x":1}}'), 'b.jsonl'),
    ).toThrow(/^b\.jsonl:1: other: /);
    expect(() => parseBaseline(`${good}\n${good}`, 'b.jsonl')).toThrow(
      'b.jsonl:3: c2 is already in the baseline',
    );
  });

  it('finds no change when a run gives the baseline’s answers', () => {
    const reread = parseBaseline(formatBaseline([door, rampPermit]), 'b.jsonl');
    expect(compareWithBaseline(reread, [rampPermit, door])).toEqual([]);
  });

  it('reports each changed lead, verdict or refusal per topic mode', () => {
    const changed: BaselineEntry[] = [
      { ...door, other: { ...door.other, lead: '2018:222 9' } },
      { ...rampPermit, given: { lead: '2018:222 5', verdict: 'regel', refused: false } },
      { ...ruling, given: { ...ruling.given, verdict: 'nej' }, other: { ...ruling.other, refused: true } },
    ];
    const changes = compareWithBaseline([door, rampPermit, ruling], changed);
    expect(changes.map(formatChange)).toEqual([
      'c1 (topic as given): HFD 2014 ref. 77, ja → HFD 2014 ref. 77, nej',
      'c1 (Övrigt): 2018:222 9, ja → 2018:222 9, ja, refused',
      'c2 (Övrigt): 2018:222 5, beror → 2018:222 9, beror',
      'c10 (topic as given): no citation, avstå, refused → 2018:222 5, regel',
    ]);
  });

  it('reports a question added to the set or gone from it', () => {
    expect(compareWithBaseline([door], [rampPermit]).map(formatChange)).toEqual([
      'c2: in the baseline → not in the set',
      'c10: not in the baseline → in the set',
    ]);
  });
});
