// The answer to the question asked (issue 26, ADR 029), through the chat endpoint on the bundled
// corpus: the section that qualifies another decides, a rule the law does not have is named as
// such, a yes/no question gets a verdict or the condition it turns on, and a question about
// something no source speaks to is refused. The questions are our own, not from the eval sets.
import type { ChatAnswer } from '@app/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedMember } from './account-client';
import { doneAnswer, resetChatLimits } from './chat-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let answer: (question: string, subtopic?: string) => Promise<ChatAnswer>;

beforeAll(async () => {
  t = await createTestApp({}, { contents: 'embedded' });
  await t.knowledge.syncCorpus();
  await t.knowledge.processEmbeddings();
  const email = 'monster@kommun.se';
  const client = await subscribedMember(t, email);
  answer = async (question, subtopic = 'Övrigt') => {
    // Each question is a new message: neither the interval nor the per-minute cap applies here.
    await resetChatLimits(t, email);
    const res = await client.request('/api/chat/answer', {
      body: { userQuestion: question, category: 'BAB-handläggare', subtopic },
    });
    return doneAnswer(String(res.body.text));
  };
});
afterAll(() => t.close());

/** The first line under "Kort svar". */
const shortAnswer = (text: string) => text.split('\n')[1] ?? '';

describe('the section that decides', () => {
  it('is the one that qualifies the general rule: the ordinance names the supervising authority the act leaves open', async () => {
    const done = await answer('Vilken myndighet utövar tillsyn över bostadsanpassningsbidragen?');
    expect(shortAnswer(done.answer)).toMatch(
      /\(1 § förordning \(2018:224\) om bostadsanpassningsbidrag\)\.$/,
    );
  });
});

describe('the verdict', () => {
  it('says there is no such rule when the question takes an age limit for granted', async () => {
    const done = await answer('Sökanden är 93 år. Finns det någon åldersgräns för bostadsanpassningsbidrag?');
    expect(shortAnswer(done.answer)).toMatch(
      /^Det finns ingen sådan regel: lagen sätter ingen åldersgräns\..*\(3 § lag \(2018:222\)/,
    );
  });

  it('says there is no such rule when the question takes an amount for the law’s that no source states', async () => {
    const done = await answer(
      'Vår rutin säger att reparationsbidrag bara lämnas om reparationen kostar över 3 000 kr. Stämmer det?',
      'Ekonomisk prövning',
    );
    expect(shortAnswer(done.answer)).toMatch(/^Det finns ingen sådan regel om 3\u00a0000 kr i källorna\. /);
  });

  it('answers a yes/no question without a leading verb from the rule it asks about: ja, on its condition', async () => {
    const done = await answer(
      'Det är väl kommunen som ska betala reparationen av hissen?',
      'Hissar och rullstolshjälpmedel',
    );
    expect(shortAnswer(done.answer)).toMatch(/^Ja, om .*\(11 § lag \(2018:222\)/);
  });

  it('answers ja when asked whether the municipality must do what the rule says it ska', async () => {
    const done = await answer('Sökanden förstår inte svenska. Måste vi ta in tolk till mötet?');
    expect(shortAnswer(done.answer)).toMatch(/^Ja, .*\(13 § förvaltningslagen \(2017:900\)\)\.$/);
  });

  it('answers nej, no duty, when asked whether the municipality must do what the rule only says it får', async () => {
    const done = await answer(
      'Är vi skyldiga att besluta om återbetalning när ett kontantbidrag har betalats ut med för högt belopp?',
    );
    expect(shortAnswer(done.answer)).toMatch(
      /^Nej\. Kommunen får besluta om återbetalning .*\(21 § lag \(2018:222\)/,
    );
  });

  it('answers nej when the facts deny the condition the section requires', async () => {
    const done = await answer(
      'Hissen installerades utan bidrag, familjen betalade själv. Kan de få reparationsbidrag nu när den gått sönder?',
      'Hissar och rullstolshjälpmedel',
    );
    expect(shortAnswer(done.answer)).toMatch(
      /^Nej, inte enligt uppgifterna i frågan: det krävs att .*installerats med bidrag.*\(11 § lag \(2018:222\)/,
    );
  });
});

describe('the scope', () => {
  it('refuses a question whose asked words stand in no source', async () => {
    const done = await answer('Vad heter huvudstaden i Frankrike?');
    expect(done).toMatchObject({ abstained: true, sources: [] });
  });

  it('answers the part of a question the sources cover, and points elsewhere for the part they do not', async () => {
    const done = await answer('Kan vi bevilja bidrag för en ramp till entrén, och behövs bygglov för den?');
    expect(done.abstained).toBe(false);
    expect(shortAnswer(done.answer)).toMatch(/\(5 § lag \(2018:222\) om bostadsanpassningsbidrag\)\.$/);
    expect(done.answer).toMatch(
      /\*\*Det här i frågan besvarar källorna inte\*\*\n- Om en åtgärd kräver bygglov/,
    );
    // The pointer is ours, not a claim about the sources: it is not among the checked statements.
    expect(done.validation.statements.map((check) => check.statement).join(' ')).not.toContain('bygglov');
  });

  it('answers an in-scope question in everyday words', async () => {
    const done = await answer(
      'Kan brukaren få bidrag för att ta bort tröskeln till badrummet?',
      'Dörröppnare och trösklar',
    );
    expect(done.abstained).toBe(false);
    expect(done.answer).toContain('lag (2018:222) om bostadsanpassningsbidrag');
  });
});

describe('every sentence grounded', () => {
  it('keeps only sentences the validator finds supported by the source they cite', async () => {
    for (const [question, subtopic] of [
      ['Kan vi återkalla ett beslut om bidrag när sökanden har flyttat innan hantverkaren börjat?', 'Övrigt'],
      ['Måste sökanden få yttra sig över arbetsterapeutens utlåtande innan vi avslår?', 'Övrigt'],
      ['Kan hyresvärden kräva att brukaren betalar när rampen ska tas bort?', 'Övrigt'],
    ] as const) {
      const done = await answer(question, subtopic);
      expect(done.abstained).toBe(false);
      expect(done.validation.total).toBeGreaterThan(0);
      expect(done.validation.statements.filter((check) => !check.valid)).toEqual([]);
    }
  });
});
