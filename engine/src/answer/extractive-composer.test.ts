import { describe, expect, it } from 'vitest';
import type { AnnotatedSection } from '../domain/annotations';
import type { Passage } from '../retrieval/passage';
import { createSubjectIndex } from '../retrieval/subject-index';
import { babPassage, rulingPassage, transitionalPassage } from '../testing/passages';
import { citationLabel, findCitations } from './citations';
import { COMPILATION_NOTICE, composeExtractiveAnswer } from './extractive-composer';

const SECTION_3 =
  'Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning (sökande) för anpassning av dennes permanentbostad. Om bostaden hyrs i andra hand, lämnas bidrag endast om anpassningsåtgärden är skälig med hänsyn till hur långvarig upplåtelsen är.';
const SECTION_5 =
  'Bostadsanpassningsbidrag lämnas för att anpassa och komplettera fasta funktioner i och i anslutning till en bostad.\n\nBidrag lämnas endast om åtgärderna är nödvändiga för att bostaden ska vara ändamålsenlig för sökanden.';

const SECTION_10 =
  'Om någon annan än sökanden äger bostaden, lämnas bostadsanpassningsbidrag endast om ägaren har medgett att anpassningsåtgärderna får vidtas och har utfäst sig att inte kräva ersättning för att återställa anpassningsåtgärderna.';
const SECTION_8 =
  'Bostadsanpassningsbidrag lämnas inte om de sökta åtgärderna behöver utföras av följande orsaker: 1. byggnadstekniska brister, 2. eftersatt underhåll.';

const annotation = (ref: string, overrides: Partial<AnnotatedSection>): AnnotatedSection => ({
  sfs: '2018:222',
  asOf: 'SFS 2025:453',
  ref,
  rule: 'Bidrag lämnas för anpassning av sökandens permanentbostad.',
  terms: ['permanentbostad', 'andrahandskontrakt', 'fritidshus'],
  situations: [],
  qualifies: [],
  commentary: [],
  pitfalls: [],
  seeAlso: [],
  ...overrides,
});

const annotations = [
  annotation('3 §', {
    situations: [
      {
        text: 'sökanden hyr lägenheten i andra hand på ett kort kontrakt',
        verdict: 'det beror på',
        answer:
          'Det beror på hur långvarig upplåtelsen i andra hand är: åtgärden ska vara skälig med hänsyn till det.',
        restsOn: ['2018:222 3 §'],
      },
      {
        text: 'sökanden vill anpassa sitt fritidshus',
        verdict: 'nej',
        answer: 'Nej, bidrag lämnas bara för anpassning av sökandens permanentbostad.',
        restsOn: ['2018:222 3 §'],
      },
    ],
    pitfalls: [{ text: 'Kontrollera var sökanden faktiskt bor permanent.', restsOn: ['2018:222 3 §'] }],
  }),
  annotation('5 §', {
    rule: 'Bidrag lämnas för nödvändiga anpassningar av bostadens fasta funktioner.',
    terms: ['fast funktion', 'bredda dörr', 'ramp'],
    commentary: [
      { text: 'Fristående byggnader är inte fasta funktioner i bostaden.', restsOn: ['HFD 2020 ref. 70'] },
    ],
  }),
];
const guide = createSubjectIndex(annotations, [
  { sfs: '2018:222', ref: '3 §', title: '3 §', headings: '', content: SECTION_3 },
  { sfs: '2018:222', ref: '5 §', title: '5 §', headings: '', content: SECTION_5 },
]);

const section3 = babPassage('3', SECTION_3);
const section5 = babPassage('5', SECTION_5, { score: 0.7 });

const firstLine = (answer: string, heading: string) =>
  answer
    .split('\n\n')
    .find((part) => part.startsWith(`**${heading}**`))
    ?.split('\n')[1] ?? '';

describe('composeExtractiveAnswer', () => {
  it('leads a yes/no question with the verdict of the situation it describes, cited', () => {
    const answer = composeExtractiveAnswer(
      'Kan sökanden få bab för att anpassa sitt fritidshus?',
      [section3, section5],
      guide,
    );
    expect(firstLine(answer, 'Kort svar')).toBe(
      'Nej, bidrag lämnas bara för anpassning av sökandens permanentbostad (3 § lag (2018:222) om bostadsanpassningsbidrag).',
    );
    expect(answer.endsWith(COMPILATION_NOTICE)).toBe(true);
  });

  it("answers a yes/no question that matches no situation from the rule's force: ja, on the section's condition", () => {
    const conditional = createSubjectIndex(
      [annotation('3 §', { condition: 'om bostaden är sökandens permanentbostad' })],
      [{ sfs: '2018:222', ref: '3 §', title: '3 §', headings: '', content: SECTION_3 }],
    );
    const answer = composeExtractiveAnswer(
      'Får en person med funktionsnedsättning bidrag?',
      [section3],
      conditional,
    );
    expect(firstLine(answer, 'Kort svar')).toBe(
      'Ja, om bostaden är sökandens permanentbostad. Bidrag lämnas för anpassning av sökandens permanentbostad (3 § lag (2018:222) om bostadsanpassningsbidrag).',
    );
  });

  it("answers nej when the question's facts deny the condition the section requires", () => {
    const consent = createSubjectIndex(
      [
        annotation('10 §', {
          rule: 'Bidrag lämnas endast om ägaren har medgett åtgärderna och lovat att inte kräva ersättning för återställning.',
          condition: 'om ägaren har medgett åtgärderna och lovat att inte kräva ersättning för återställning',
        }),
      ],
      [{ sfs: '2018:222', ref: '10 §', title: '10 §', headings: '', content: SECTION_10 }],
    );
    const shortAnswer = (question: string) =>
      firstLine(composeExtractiveAnswer(question, [babPassage('10', SECTION_10)], consent), 'Kort svar');
    expect(shortAnswer('Hyresvärden har inte gett något medgivande. Kan vi bevilja rampen?')).toMatch(
      /^Nej, inte enligt uppgifterna i frågan: det krävs att ägaren har medgett åtgärderna/,
    );
    // What the condition itself denies is not what it requires.
    expect(shortAnswer('Ägaren vill inte kräva ersättning. Kan vi bevilja rampen?')).toMatch(
      /^Ja, om ägaren/,
    );
    // Asked whether the board may refuse, the denied condition turns the verdict.
    expect(shortAnswer('Ägaren har inte medgett rampen. Kan vi avslå?')).toMatch(
      /^Ja, om uppgifterna i frågan stämmer: det krävs att ägaren/,
    );
    // Asked whether the board may refuse what the rule grants, with no fact against it: the condition.
    expect(shortAnswer('Kan vi avslå rampen?')).toMatch(/^Det beror på om ägaren/);
  });

  it("answers from the rule's force what the question asks: must, may, someone else, before its time", () => {
    const section = (ref: string, rule: string, condition: string) =>
      createSubjectIndex(
        [annotation(ref, { rule, condition })],
        [{ sfs: '2018:222', ref, title: ref, headings: '', content: rule }],
      );
    const shortAnswer = (question: string, ref: string, rule: string, condition: string) =>
      firstLine(
        composeExtractiveAnswer(
          question,
          [babPassage(ref.replace(' §', ''), rule)],
          section(ref, rule, condition),
        ),
        'Kort svar',
      );
    const interpreter = [
      'Kommunen ska använda tolk när det behövs för att den enskilde ska kunna ta till vara sin rätt.',
      'om den enskilde behöver tolk för att kunna ta till vara sin rätt',
    ] as const;
    // A duty, asked whether one must: ja, on its condition.
    expect(shortAnswer('Måste vi ordna tolk till mötet?', '13 §', ...interpreter)).toMatch(
      /^Ja, om den enskilde behöver tolk/,
    );
    const hearing = [
      'Innan kommunen beslutar ska sökanden få tillfälle att yttra sig, om det inte är uppenbart obehövligt.',
      'om det är uppenbart obehövligt att låta sökanden yttra sig',
    ] as const;
    // A condition that is the rule's exception: "utom om".
    expect(shortAnswer('Behöver vi låta sökanden yttra sig först?', '25 §', ...hearing)).toMatch(
      /^Ja, utom om det är uppenbart obehövligt/,
    );
    const repayment = [
      'Kommunen får besluta om återbetalning om mottagaren borde ha förstått att bidraget var för högt.',
      'om mottagaren borde ha förstått att bidraget var för högt',
    ] as const;
    // A permission, asked whether one must: no duty. Asked whether one may: ja, on its condition.
    expect(shortAnswer('Måste vi besluta om återbetalning?', '21 §', ...repayment)).toMatch(
      /^Nej\. Kommunen får besluta/,
    );
    expect(shortAnswer('Är vi tvungna att kräva tillbaka pengarna?', '21 §', ...repayment)).toMatch(
      /^Nej\. Kommunen får besluta/,
    );
    expect(shortAnswer('Kan vi kräva tillbaka pengarna?', '21 §', ...repayment)).toMatch(
      /^Ja, om mottagaren borde ha förstått/,
    );
    // The municipality's power, asked of someone else: the condition, no verdict.
    expect(shortAnswer('Kan fastighetsägaren besluta om återbetalning?', '21 §', ...repayment)).toMatch(
      /^Det beror på om mottagaren/,
    );
    const payment = [
      'Kontantbidrag betalas ut sedan åtgärderna har utförts och kostnaderna har redovisats.',
      'om åtgärderna har utförts och kostnaderna har redovisats',
    ] as const;
    // Asked for before what the rule allows only after: nej.
    expect(shortAnswer('Kan vi betala ut bidraget i förväg?', '20 §', ...payment)).toMatch(
      /^Nej, inte enligt uppgifterna i frågan: det krävs att åtgärderna har utförts/,
    );
    // A condition that weighs the case, or a question that offers a choice: the condition.
    expect(
      shortAnswer(
        'Kan vi bevilja en bassäng för träning?',
        '7 §',
        'Bidrag lämnas för funktionsträning i bostaden om behovet inte skäligen bör tillgodoses på annat sätt.',
        'om behovet inte skäligen bör tillgodoses på annat sätt',
      ),
    ).toMatch(/^Det beror på om behovet/);
    expect(shortAnswer('Måste vi ordna tolk eller räcker dottern?', '13 §', ...interpreter)).toMatch(
      /^Det beror på om den enskilde/,
    );
  });

  it('answers ja without a condition when the section grants without one', () => {
    const answer = composeExtractiveAnswer(
      'Får en person med funktionsnedsättning bidrag?',
      [section3],
      guide,
    );
    expect(firstLine(answer, 'Kort svar')).toBe(
      'Ja. Bidrag lämnas för anpassning av sökandens permanentbostad (3 § lag (2018:222) om bostadsanpassningsbidrag).',
    );
  });

  it('leads with the section that qualifies the first one when the search found it relevant too', () => {
    const qualifying = createSubjectIndex(
      [
        annotation('5 §', {
          rule: 'Bidrag lämnas för nödvändiga anpassningar av bostadens fasta funktioner.',
        }),
        annotation('8 §', {
          rule: 'Bidrag lämnas inte för åtgärder som behövs på grund av eftersatt underhåll.',
          qualifies: ['2018:222 5 §'],
        }),
      ],
      [
        { sfs: '2018:222', ref: '5 §', title: '5 §', headings: '', content: SECTION_5 },
        { sfs: '2018:222', ref: '8 §', title: '8 §', headings: '', content: SECTION_8 },
      ],
    );
    const lead = (score: number) =>
      firstLine(
        composeExtractiveAnswer(
          'Vad gäller när golvet i badrummet är ruttet?',
          [babPassage('5', SECTION_5, { score: 0.9 }), babPassage('8', SECTION_8, { score })],
          qualifying,
        ),
        'Kort svar',
      );
    expect(lead(0.6)).toMatch(/\(8 § lag \(2018:222\)/);
    // Scored far below the general rule, the qualifying section was only shown, not found relevant.
    expect(lead(0.3)).toMatch(/\(5 § lag \(2018:222\)/);
  });

  it('settles on one lead when two annotations say they qualify each other', () => {
    const mutual = createSubjectIndex(
      [
        annotation('5 §', { qualifies: ['2018:222 8 §'] }),
        annotation('8 §', {
          rule: 'Bidrag lämnas inte vid eftersatt underhåll.',
          qualifies: ['2018:222 5 §'],
        }),
      ],
      [
        { sfs: '2018:222', ref: '5 §', title: '5 §', headings: '', content: SECTION_5 },
        { sfs: '2018:222', ref: '8 §', title: '8 §', headings: '', content: SECTION_8 },
      ],
    );
    const answer = composeExtractiveAnswer(
      'Vad gäller vid eftersatt underhåll?',
      [babPassage('5', SECTION_5, { score: 0.9 }), babPassage('8', SECTION_8, { score: 0.8 })],
      mutual,
    );
    expect(firstLine(answer, 'Kort svar')).toMatch(/\(8 § lag \(2018:222\)/);
  });

  it('tells a question that presupposes a rule the law does not have that there is no such rule', () => {
    const answer = composeExtractiveAnswer(
      'Finns det en åldersgräns för bidraget?',
      [section5, section3],
      guide,
      {
        absentRules: [
          {
            name: 'Åldersgräns',
            governing: '2018:222 3 §',
            answer: 'Det finns ingen sådan regel: lagen sätter ingen åldersgräns för bidraget.',
          },
        ],
      },
    );
    expect(firstLine(answer, 'Kort svar')).toBe(
      'Det finns ingen sådan regel: lagen sätter ingen åldersgräns för bidraget (3 § lag (2018:222) om bostadsanpassningsbidrag).',
    );
  });

  it("tells a question that takes a limit for the law's that no source states that there is no such rule", () => {
    const answer = composeExtractiveAnswer(
      'Vår rutin säger att bostaden måste ha varit permanentbostad i två år. Stämmer det?',
      [section3],
      guide,
    );
    expect(firstLine(answer, 'Kort svar')).toMatch(/^Det finns ingen sådan regel om två år i källorna\. /);
  });

  it('states the rule for a question that asks for facts', () => {
    const answer = composeExtractiveAnswer('Vad gäller för permanentbostad?', [section3], guide);
    expect(firstLine(answer, 'Kort svar')).toMatch(
      /^Bidrag lämnas för anpassning av sökandens permanentbostad \(3 §/,
    );
  });

  it('quotes the deciding section word for word under "Vad lagen säger"', () => {
    const answer = composeExtractiveAnswer(
      'Kan man få bidrag för en bostad som hyrs i andra hand?',
      [section3],
      guide,
    );
    const part = answer.split('\n\n').find((p) => p.startsWith('**Vad lagen säger**')) ?? '';
    expect(part).toContain(
      '- ”Om bostaden hyrs i andra hand, lämnas bidrag endast om anpassningsåtgärden är skälig med hänsyn till hur långvarig upplåtelsen är.” (3 § lag (2018:222) om bostadsanpassningsbidrag)',
    );
  });

  it('without an annotation, leads with the section sentence that fits the question', () => {
    const unannotated = babPassage(
      '20',
      'Kontantbidrag betalas ut sedan de åtgärder som bidraget avser har utförts och kostnaderna har redovisats.',
    );
    const answer = composeExtractiveAnswer('När betalas kontantbidraget ut?', [unannotated], guide);
    expect(firstLine(answer, 'Kort svar')).toBe(
      'Kontantbidrag betalas ut sedan de åtgärder som bidraget avser har utförts och kostnaderna har redovisats (20 § lag (2018:222) om bostadsanpassningsbidrag).',
    );
  });

  it('shows a ruling among the sources under "Vägledande avgöranden" with its court, date, principle and outcome', () => {
    const garage = rulingPassage('HFD 2020 ref. 70', 'Nej. Ett fristående garage är inte en fast funktion.', {
      principle: 'En fristående byggnad är inte en fast funktion i anslutning till bostaden.',
    });
    const answer = composeExtractiveAnswer(
      'Kan vi bevilja ett fristående garage?',
      [babPassage('5', SECTION_5), garage],
      guide,
    );
    expect(answer).toContain(
      '**Vägledande avgöranden**\n- Högsta förvaltningsdomstolen, 2020-12-17: En fristående byggnad är inte en fast funktion i anslutning till bostaden (HFD 2020 ref. 70). Ett fristående garage är inte en fast funktion (HFD 2020 ref. 70).',
    );
    expect(answer).not.toMatch(/Fråga:|Utgång:|Princip:/);
    // The statute leads: the ruling shows how it is applied.
    expect(answer).toMatch(/^\*\*Kort svar\*\*\n.*\(5 § lag \(2018:222\)/);
  });

  it('takes the verdict of a ruling the question describes from which way it decided, with the section condition', () => {
    const conditional = createSubjectIndex(
      [
        annotation('5 §', {
          rule: 'Bidrag lämnas för nödvändiga anpassningar av bostadens fasta funktioner.',
          condition: 'om åtgärden är nödvändig för att bostaden ska vara ändamålsenlig för sökanden',
        }),
      ],
      [{ sfs: '2018:222', ref: '5 §', title: '5 §', headings: '', content: SECTION_5 }],
    );
    const applied = babPassage('5', SECTION_5, { appliedBy: 'RÅ 2010 ref. 47' });
    const allowed = rulingPassage('RÅ 2010 ref. 47', 'Ja. Spisvakten är en anpassning av spisen.', {
      court: 'Regeringsrätten',
      principle: 'En spisvakt är en anpassning av en fast funktion, hur den än ansluts.',
      grantable: true,
    });
    const shortAnswer = (question: string, ruling = allowed) =>
      composeExtractiveAnswer(question, [applied, ruling], conditional)
        .split('\n\n')[0]
        ?.split('\n')
        .slice(1) ?? [];

    expect(shortAnswer('Spisvakten pluggas bara in i uttaget. Kan vi bevilja den?')).toEqual([
      'Ja, om åtgärden är nödvändig för att bostaden ska vara ändamålsenlig för sökanden (5 § lag (2018:222) om bostadsanpassningsbidrag).',
      'Regeringsrätten har bedömt ett liknande fall: En spisvakt är en anpassning av en fast funktion, hur den än ansluts (RÅ 2010 ref. 47).',
    ]);
    // Asked whether the board may refuse, in a sentence that only points back to the one before.
    expect(shortAnswer('Vi tänkte avslå spisvakten som lösöre. Håller det?')[0]).toMatch(
      /^Nej, inte om åtgärden är nödvändig/,
    );
    // A choice between two answers is not answered ja or nej.
    expect(shortAnswer('Är spisvakten bostadsanpassning eller ett hjälpmedel?')[0]).not.toMatch(
      /^(?:Ja|Nej)\b/,
    );
    // A ruling that refused the measure answers nej, with the rule that says why.
    const refused = rulingPassage('RÅ 2010 ref. 47', 'Nej. Garaget var lösöre.', { grantable: false });
    expect(shortAnswer('Kan vi bevilja garaget?', refused)[0]).toBe(
      'Nej. Bidrag lämnas för nödvändiga anpassningar av bostadens fasta funktioner (5 § lag (2018:222) om bostadsanpassningsbidrag).',
    );
    // The principle is in the short answer, so the ruling's line below gives its outcome only.
    const answer = composeExtractiveAnswer('Kan vi bevilja spisvakten?', [applied, allowed], conditional);
    expect(answer).toContain(
      '**Vägledande avgöranden**\n- Regeringsrätten, 2020-12-17: Spisvakten är en anpassning av spisen (RÅ 2010 ref. 47).',
    );
  });

  it('answers what the bill says from its commentary, on the section it comments', () => {
    const commentary = babPassage('', 'Med fasta funktioner avses byggnaden och marken.', {
      id: 'chunk-bill',
      kind: 'proposition',
      title: 'Förarbeten till 5 § lagen (2018:222): prop. 2017/18:80 s. 69',
      sectionReference: 'prop. 2017/18:80 s. 69',
      section: null,
      commentsOn: '2018:222 5 §',
    });
    const answer = composeExtractiveAnswer(
      'Vad säger förarbetena om fasta funktioner?',
      [
        babPassage('8', 'Bidrag lämnas inte om åtgärderna behövs på grund av eftersatt underhåll.'),
        babPassage('5', SECTION_5),
        commentary,
      ],
      guide,
    );
    expect(firstLine(answer, 'Kort svar')).toBe(
      'Med fasta funktioner avses byggnaden och marken (prop. 2017/18:80 s. 69).',
    );
    expect(answer).toContain('(5 § lag (2018:222) om bostadsanpassningsbidrag)');
  });

  it('leads with the principle of a ruling the question names', () => {
    const garage = rulingPassage('HFD 2020 ref. 70', 'Nej. Ett fristående garage är inte en fast funktion.', {
      principle: 'En fristående byggnad är inte en fast funktion i anslutning till bostaden.',
    });
    const answer = composeExtractiveAnswer(
      'Vad kom HFD fram till i HFD 2020 ref. 70?',
      [garage, babPassage('5', SECTION_5)],
      guide,
    );
    expect(firstLine(answer, 'Kort svar')).toBe(
      'En fristående byggnad är inte en fast funktion i anslutning till bostaden (HFD 2020 ref. 70).',
    );
  });

  it('says what a ruling decided only when the search found the ruling for the question', () => {
    const garage = rulingPassage('HFD 2020 ref. 70', 'Nej. Ett fristående garage är inte en fast funktion.');
    // Our sentence rests on the section and on the ruling that drew the line.
    const withRuling = createSubjectIndex(
      [
        annotation('5 §', {
          commentary: [
            {
              text: 'Fristående byggnader är inte fasta funktioner i bostaden.',
              restsOn: ['2018:222 5 §', 'HFD 2020 ref. 70'],
            },
          ],
        }),
      ],
      [{ sfs: '2018:222', ref: '5 §', title: '5 §', headings: '', content: SECTION_5 }],
    );
    const detailed = (passages: Passage[]) =>
      composeExtractiveAnswer('Kan vi bevilja en ramp?', passages, withRuling, { detailed: true });
    expect(detailed([babPassage('5', SECTION_5)])).not.toContain('Fristående byggnader');
    expect(detailed([babPassage('5', SECTION_5), garage])).toContain(
      '- Fristående byggnader är inte fasta funktioner i bostaden (HFD 2020 ref. 70).',
    );
  });

  it("gives a ruling under the repealed law its lagrum, which names today's counterpart", () => {
    const old = babPassage(
      '',
      'Utgång: Ja. Kommunen kunde inte hänvisa till en annan bostad.\n\nPrincip: En nödvändig åtgärd får inte avslås med hänvisning till en annan bostad.\n\nLagrum: 6 § lagen (1992:1574) om bostadsanpassningsbidrag m.m. (upphävd). Motsvarande bestämmelse i dag: 5 § lagen (2018:222) om bostadsanpassningsbidrag.',
      {
        id: 'chunk-old',
        kind: 'case_summary',
        court: 'Regeringsrätten',
        date: '2002-12-20',
        sectionReference: 'RÅ 2002 ref. 100',
        section: null,
        repealed: true,
      },
    );
    const answer = composeExtractiveAnswer(
      'Kan vi bevilja en hiss?',
      [babPassage('5', SECTION_5), old],
      guide,
    );
    expect(answer).toContain(
      '- Regeringsrätten, 2002-12-20: En nödvändig åtgärd får inte avslås med hänvisning till en annan bostad (RÅ 2002 ref. 100). Kommunen kunde inte hänvisa till en annan bostad (RÅ 2002 ref. 100). Lagrum: 6 § lagen (1992:1574) om bostadsanpassningsbidrag m.m. (upphävd). Motsvarande bestämmelse i dag: 5 § lagen (2018:222) om bostadsanpassningsbidrag (RÅ 2002 ref. 100).',
    );
    // Named, it says at once that it applied the repealed law, and what applies today.
    const named = composeExtractiveAnswer(
      'Gäller RÅ 2002 ref. 100 fortfarande?',
      [old, babPassage('5', SECTION_5)],
      guide,
    );
    expect(firstLine(named, 'Kort svar')).toBe(
      'En nödvändig åtgärd får inte avslås med hänvisning till en annan bostad. Lagrum: 6 § lagen (1992:1574) om bostadsanpassningsbidrag m.m. (upphävd). Motsvarande bestämmelse i dag: 5 § lagen (2018:222) om bostadsanpassningsbidrag (RÅ 2002 ref. 100).',
    );
    expect(named.match(/Motsvarande bestämmelse i dag/g)).toHaveLength(1);
  });

  it('keeps a normal answer within 200 words, with no stray punctuation', () => {
    const answer = composeExtractiveAnswer(
      'Kan sökanden få bab för att anpassa sitt fritidshus?',
      [section3, section5],
      guide,
    );
    const body = answer.replace(COMPILATION_NOTICE, '');
    expect(body.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(200);
    expect(answer).not.toMatch(/ \.|\.\.|\)\s*\(/);
  });

  it('cites only the sources it was given', () => {
    const passages = [section3, section5];
    const answer = composeExtractiveAnswer(
      'Kan sökanden få bab för att anpassa sitt fritidshus?',
      passages,
      guide,
      {
        detailed: true,
      },
    );
    const citations = findCitations(answer, passages, citationLabel);
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.every((citation) => citation.source !== undefined)).toBe(true);
  });

  it('cites our own sentence by the shown source whose words it follows', () => {
    const pitfall = {
      text: 'Bidrag lämnas endast om åtgärderna är nödvändiga för att bostaden ska vara ändamålsenlig.',
      restsOn: ['2018:222 3 §', '2018:222 5 §'],
    };
    const restingOnTwo = createSubjectIndex(
      [annotation('3 §', { pitfalls: [pitfall] })],
      [{ sfs: '2018:222', ref: '3 §', title: '3 §', headings: '', content: SECTION_3 }],
    );
    const answer = composeExtractiveAnswer(
      'Vem kan få bidrag för sin permanentbostad?',
      [section3, section5],
      restingOnTwo,
    );
    expect(firstLine(answer, 'Tänk på')).toBe(
      '- Bidrag lämnas endast om åtgärderna är nödvändiga för att bostaden ska vara ändamålsenlig (5 § lag (2018:222) om bostadsanpassningsbidrag).',
    );
  });

  it('states no verdict when the question describes two situations with different verdicts equally', () => {
    const verdicts = createSubjectIndex(
      [
        annotation('3 §', {
          situations: [
            {
              text: 'sökanden hyr ut sitt fritidshus i andra hand',
              verdict: 'ja',
              answer: 'Ja, när andrahandsupplåtelsen är långvarig och åtgärden skälig med hänsyn till det.',
              restsOn: ['2018:222 3 §'],
            },
            {
              text: 'sökanden hyr sitt fritidshus i andra hand',
              verdict: 'nej',
              answer: 'Nej, bidrag lämnas bara för anpassning av sökandens permanentbostad.',
              restsOn: ['2018:222 3 §'],
            },
          ],
        }),
      ],
      [{ sfs: '2018:222', ref: '3 §', title: '3 §', headings: '', content: SECTION_3 }],
    );
    const answer = composeExtractiveAnswer(
      'Kan sökanden som hyr sitt fritidshus i andra hand få bab?',
      [section3],
      verdicts,
    );
    expect(firstLine(answer, 'Kort svar')).toMatch(
      /^Bidrag lämnas för anpassning av sökandens permanentbostad/,
    );
  });

  it('leads with the first statute source even when it has no section number (transitional provisions)', () => {
    const transitional = transitionalPassage();
    const answer = composeExtractiveAnswer(
      'När trädde den nya lagen i kraft?',
      [transitional, section3],
      guide,
    );
    expect(firstLine(answer, 'Kort svar')).toContain('Övergångsbestämmelser');
  });

  it('reminds of the repealed rule the deciding section replaced, when the search found it too', () => {
    const SECTION_16 = 'Bidrag lämnas med ett belopp som motsvarar skälig kostnad för åtgärderna.';
    const OLD_14 = 'Återställningsbidrag lämnas endast om kostnaden överstiger 5 000 kronor.';
    const oldRule =
      'Enligt den upphävda lagen lämnades återställningsbidrag bara om kostnaden översteg 5 000 kronor.';
    const oldGuide = createSubjectIndex(
      [
        annotation('16 §', { rule: 'Bidrag lämnas med ett belopp som motsvarar skälig kostnad.' }),
        annotation('14 §', { sfs: '1992:1574', rule: oldRule, seeAlso: ['2018:222 16 §'] }),
        annotation('15 §', { sfs: '1992:1574', rule: 'Enligt den upphävda lagen fick beslutet återkallas.' }),
      ],
      [
        { sfs: '2018:222', ref: '16 §', title: '16 §', headings: '', content: SECTION_16 },
        { sfs: '1992:1574', ref: '14 §', title: '14 §', headings: '', content: OLD_14 },
        { sfs: '1992:1574', ref: '15 §', title: '15 §', headings: '', content: 'Beslutet får återkallas.' },
      ],
    );
    const repealed = (section: string, content: string) =>
      babPassage(section, content, {
        id: `old-${section}`,
        sfsNumber: '1992:1574',
        title: `${section} § lag (1992:1574) om bostadsanpassningsbidrag m.m.`,
        documentTitle: 'Lag (1992:1574) om bostadsanpassningsbidrag m.m.',
        repealed: true,
        score: 0.4,
      });
    const question = 'Ges återställningsbidrag bara om kostnaden överstiger 5 000 kr?';
    const section16 = babPassage('16', SECTION_16);

    const answer = composeExtractiveAnswer(question, [section16, repealed('14', OLD_14)], oldGuide);
    expect(firstLine(answer, 'Kort svar')).toContain('(16 § lag (2018:222)');
    expect(firstLine(answer, 'Tänk på')).toMatch(
      /^- Enligt den upphävda lagen lämnades återställningsbidrag bara om kostnaden översteg 5 000 kronor \(14 § lag \(1992:1574\).*\)\.$/,
    );

    // An old section that the deciding one did not replace is no reminder.
    const unrelated = composeExtractiveAnswer(
      question,
      [section16, repealed('15', 'Beslutet får återkallas.')],
      oldGuide,
    );
    expect(unrelated).not.toContain('Enligt den upphävda lagen');
  });
});
