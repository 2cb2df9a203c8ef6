/**
 * Compose stage (ADR 010). Reads the question, the passages shown and the subject index's
 * annotations and situations; writes the offline answer, every sentence cited.
 */
import type { AnnotatedSection, SourcedText } from '../domain/annotations';
import { RANKING } from '../ranking-config';
import type { Passage } from '../retrieval/passage';
import type { SituationMatch } from '../retrieval/subject-index';
import { contentStems, isStopword, normalizeText } from '../text/swedish-text';
import { citationLabel } from './citations';
import {
  askedForce,
  askingWithContext,
  asksAdverse,
  asksChoice,
  asksPreparatoryWorks,
  isYesNoQuestion,
  presupposedQuantities,
  quantitiesIn,
} from './question-form';
import {
  asksAnotherActor,
  asksBeforeItsTime,
  conditionIsException,
  conditionIsWeighing,
  ruleForce,
} from './rule-force';
import { splitSentences } from './sentences';

/** Closes every extractive answer: what is ours and what is the law's. */
export const COMPILATION_NOTICE =
  'Kort svar och Tänk på är vår förklaring av källorna, inte lagtext och inte en AI-formulering. Läs källorna och gör din egen bedömning.';

/** What the composer needs of the subject index: the annotations and the situation matcher. */
export type AnswerGuide = {
  annotation: (key: string) => AnnotatedSection | undefined;
  situations: (question: string, key: string) => SituationMatch[];
};

/** A rule the area's law does not have, with the section that governs the matter instead. */
export type AbsentRule = { name: string; governing: string; answer: string };

const {
  budgets: BUDGETS,
  situationMinCoverage: SITUATION_MIN_COVERAGE,
  situationMargin: SITUATION_MARGIN,
  leadCandidates: LEAD_CANDIDATES,
  qualifierScoreShare: QUALIFIER_SCORE_SHARE,
} = RANKING.compose;

/** The situation of the deciding section that the question describes, if one clearly stands out. */
const describedSituation = (matches: SituationMatch[]): SituationMatch | undefined => {
  const [best] = matches;
  if (!best || best.coverage < SITUATION_MIN_COVERAGE) {
    return undefined;
  }
  const rival = matches.find((match) => match.situation.verdict !== best.situation.verdict);
  return rival && best.coverage - rival.coverage < SITUATION_MARGIN ? undefined : best;
};

const keyOf = (passage: Passage): string => `${passage.sfsNumber} ${passage.sectionReference}`;

/** The section that decides a question, the situation of it the question describes, and the rule it presupposes that the law does not have. */
export type Lead = {
  passage: Passage;
  situation?: SituationMatch | undefined;
  /** The question describes situations of the section with different verdicts equally well. */
  contested?: boolean;
  absentRule?: AbsentRule | undefined;
};

/**
 * The section that decides the question, chosen from the first statute sources the search found
 * (ADR 029): a section that qualifies another (8 § qualifies 5 §, the area's appeal rule qualifies
 * FL's; the annotations' `qualifies`) decides over the one it qualifies when the search found it
 * relevant too.
 */
const chooseLead = (question: string, statutes: Passage[], guide: AnswerGuide): Lead | undefined => {
  const candidates = statutes.slice(0, LEAD_CANDIDATES);
  const qualifierOf = (current: Passage) =>
    candidates.find(
      (candidate) =>
        candidate.score >= current.score * QUALIFIER_SCORE_SHARE &&
        guide.annotation(keyOf(candidate))?.qualifies.includes(keyOf(current)),
    );
  let lead = candidates[0];
  if (!lead) {
    return undefined;
  }
  // A ruling the question names or describes applied the first section: it decides, whatever
  // qualifies it in general. Else each section leads at most once, so two annotations that
  // qualify each other cannot loop.
  const visited = new Set([lead]);
  for (
    let next = lead.appliedBy ? undefined : qualifierOf(lead);
    next && !visited.has(next);
    next = qualifierOf(lead)
  ) {
    visited.add(next);
    lead = next;
  }
  // Only the lead's situations are read: a search per section shown would be work thrown away.
  const matches = guide.situations(question, keyOf(lead));
  const situation = describedSituation(matches);
  const contested = !situation && (matches[0]?.coverage ?? 0) >= SITUATION_MIN_COVERAGE;
  return { passage: lead, situation, contested };
};

/**
 * The section that decides the question (ADR 029): the one that governs a rule the question takes
 * for granted and the law does not have, else the lead chosen among the first statute sources.
 */
export const decideLead = (
  question: string,
  passages: Passage[],
  guide: AnswerGuide,
  absentRules: AbsentRule[],
): Lead | undefined => {
  const statutes = passages.filter((passage) => passage.kind === 'statute');
  for (const absentRule of absentRules) {
    const passage = statutes.find((candidate) => keyOf(candidate) === absentRule.governing);
    if (passage) {
      return { passage, absentRule };
    }
  }
  return chooseLead(question, statutes, guide);
};

/** The quantities a question presupposes as the law's that no source shown states. */
const unfoundedQuantities = (question: string, passages: Passage[]) => {
  const stated = new Set(
    passages.flatMap((passage) => quantitiesIn(passage.content)).map((q) => `${q.value} ${q.unit}`),
  );
  return presupposedQuantities(question).filter((q) => !stated.has(`${q.value} ${q.unit}`));
};

const cite = (passage: Passage) => `(${citationLabel(passage)})`;

const sentenceWithCitation = (text: string, passage: Passage) =>
  `${text.trim().replace(/[.:;,]$/, '')} ${cite(passage)}.`;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

type AnswerPart = { heading: string; lines: string[]; list: boolean };

/**
 * Over the word budget, the reminders give way first, then the bill, our explanation, the quotes,
 * and last the ruling that decides how the rule is applied (issue 27).
 */
const GIVES_WAY = ['Tänk på', 'Förarbeten', 'Förklaring', 'Vad lagen säger', 'Vägledande avgöranden'];
const nextToGiveWay = (parts: AnswerPart[]) =>
  GIVES_WAY.flatMap((heading) => parts.filter((part) => part.heading === heading))[0];

/** The sentences of a section that bear most on the question, in the statute's order. */
const quotesFrom = (passage: Passage, focus: Set<string>, count: number): string[] => {
  const sentences = splitSentences(passage.content).filter(
    (sentence) =>
      sentence.length >= RANKING.compose.minQuoteLength && !/^Lag \(\d{4}:\d+\)\.?$/.test(sentence),
  );
  const scored = sentences.map((sentence, index) => ({
    sentence,
    index,
    overlap: contentStems(sentence).filter((stem) => focus.has(stem)).length,
  }));
  const chosen = [...scored]
    .sort((a, b) => b.overlap - a.overlap || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
  return chosen.map((item) => item.sentence);
};

// Words that deny what follows them: "har inte gett", "saknar intyg", "utan medgivande".
const NEGATION = new Set(
  'inte ej ingen inget inga utan saknar saknas vägrar vägrat nekar nekat aldrig'.split(' '),
);
// How many words after a negation it reaches.
const NEGATION_REACH = 4;
// A word of the condition and a longer word of the question are the same when they share this
// long a beginning ("medgett", "medgivande"; "installerats", "installerades"): Swedish bends and
// compounds its words at the end.
const SHARED_BEGINNING = 4;

// A rule that excludes ("… lämnas inte …"): its condition says when the answer is nej.
const EXCLUDES = /\b(?:lämnas|ges|betalas|får)(?: dock| heller)? inte\b/;

// A rule that grants on a condition: "lämnas endast om", "får … om", "ska … om". (Word edges by
// letters, not \b: JavaScript's \b does not know å, ä and ö.)
const GRANTS_IF = /(?<!\p{L})(?:lämnas|ges|betalas|får|ska|kan)(?!\p{L})[^.]*?(?<!\p{L})om(?!\p{L})/u;

/**
 * A section whose condition must be met for what it grants ("lämnas endast om …"), as against one
 * whose condition only says which case applies ("om bidraget lämnas som kontantbidrag, …").
 */
const enables = (annotation: AnnotatedSection) =>
  annotation.condition?.startsWith('om ') === true &&
  GRANTS_IF.test(annotation.rule) &&
  !EXCLUDES.test(annotation.rule);

/**
 * Whether the question's facts deny the section's condition: a negation in the question reaches a
 * word of the condition ("Föreningen har inte gett sitt medgivande" against "om samtliga ägare har
 * medgett …"). A condition that is itself negative ("… inte kan tillgodoses …") is never read so.
 */
const deniesCondition = (question: string, condition: string): boolean => {
  const conditionWords = normalizeText(condition).match(/\p{L}+/gu) ?? [];
  // Words the condition itself denies ("… lovat att inte kräva ersättning") are not what it requires.
  const required = conditionWords.filter(
    (word, index) =>
      word.length > SHARED_BEGINNING &&
      !isStopword(word) &&
      !conditionWords
        .slice(Math.max(0, index - NEGATION_REACH), index)
        .some((before) => NEGATION.has(before)),
  );
  const beginnings = new Set(required.map((word) => word.slice(0, SHARED_BEGINNING)));
  const words = normalizeText(question).match(/\p{L}+/gu) ?? [];
  return words.some(
    (word, index) =>
      NEGATION.has(word) &&
      words
        .slice(index + 1, index + 1 + NEGATION_REACH)
        .some((next) => next.length > SHARED_BEGINNING && beginnings.has(next.slice(0, SHARED_BEGINNING))),
  );
};

/** "om åtgärderna är nödvändiga …" as "Det beror på om …"; "på vad som är skälig kostnad" as is. */
const dependsOn = (condition: string) =>
  `Det beror ${condition.startsWith('på ') ? condition : `på ${condition}`}`;

/** "Det beror på om <the section's condition>." and the rule, for a section that names a condition. */
const turnsOnCondition = ({ condition, rule }: AnnotatedSection): string | undefined =>
  condition ? `${dependsOn(condition)}. ${rule}` : undefined;

/**
 * The short answer a yes/no question gets from the deciding section's rule when none of its
 * situations is the question's case (issue 26): the rule's force read against what the question
 * asks. Facts in the question that deny what the rule requires answer at once. Asked whether one
 * must, a duty or a grant answers "Ja, om …" and a mere permission "Nej." with the rule that
 * only says "får" (a sentence of our own would find no support in it); asked whether one may, a duty, grant or permission answers "Ja, om …", and a
 * condition that is the rule's exception "Ja, utom om …". The condition alone ("Det beror på om
 * …") answers a question that offers a choice, fits two situations with different verdicts
 * (`contested`) or asks to refuse what the rule grants, and a condition that weighs the case.
 */
const verdictFromRule = (
  question: string,
  annotation: AnnotatedSection,
  contested: boolean,
): string | undefined => {
  const { rule, condition } = annotation;
  const adverse = asksAdverse(question);
  const asking = askingWithContext(question);
  if (
    condition &&
    ((enables(annotation) && deniesCondition(question, condition)) || asksBeforeItsTime(rule, asking))
  ) {
    const required = condition.replace(/^om /, 'att ');
    return adverse
      ? `Ja, om uppgifterna i frågan stämmer: det krävs ${required}. ${rule}`
      : `Nej, inte enligt uppgifterna i frågan: det krävs ${required}. ${rule}`;
  }
  const dependent = turnsOnCondition(annotation);
  // Where the question fits two situations with different verdicts, the rule cannot pick one.
  if (contested || asksChoice(question) || asksAnotherActor(rule, asking)) {
    return dependent;
  }
  const force = ruleForce(rule);
  // Asked to refuse or reclaim, only a rule that empowers the municipality to do so answers: one
  // that grants or binds it says what may not be refused, which its condition tells.
  const asked = adverse && force !== 'permission' ? undefined : askedForce(question);
  // A permission binds no one, whatever its condition weighs.
  if (asked === 'must' && force === 'permission') {
    return `Nej. ${rule}`;
  }
  if (condition && (!condition.startsWith('om ') || conditionIsWeighing(condition))) {
    return dependent;
  }
  const answersYes =
    (asked === 'must' && (force === 'duty' || force === 'grant')) ||
    (asked === 'may' && (force === 'duty' || force === 'grant' || force === 'permission'));
  if (answersYes) {
    const unless = condition && conditionIsException(rule, condition);
    return condition ? `Ja, ${unless ? 'utom ' : ''}${condition}. ${rule}` : `Ja. ${rule}`;
  }
  return dependent;
};

/** A field of a ruling summary ('Utgång: ', 'Princip: '), without its label. */
const rulingField = (passage: Passage, label: string): string | null => {
  const field = passage.content.split('\n\n').find((paragraph) => paragraph.startsWith(label));
  return field ? field.slice(label.length) : null;
};

/** A verdict that opens a ruling's outcome; shown without the case's question, it says nothing. */
const OUTCOME_VERDICT = /^(?:Ja|Nej|Delvis|Kritik|Ingen kritik)\.\s+/;

/**
 * A ruling as "Vägledande avgöranden" shows it (issue 27): who decided it and when, its principle
 * and its outcome; one decided under a repealed law adds its summary's lagrum, which names the law
 * as repealed and today's counterpart. What the short answer already says is not said again.
 */
const rulingLine = (passage: Passage, shownAbove: { principle: boolean; lagrum: boolean }): string[] => {
  const principle = rulingField(passage, 'Princip: ');
  const outcome = rulingField(passage, 'Utgång: ')?.replace(OUTCOME_VERDICT, '');
  if (!principle || !outcome) {
    return [];
  }
  const decided = [passage.court, passage.date].filter(Boolean).join(', ');
  const lagrum = passage.repealed && !shownAbove.lagrum ? rulingField(passage, 'Lagrum: ') : null;
  return [
    [
      `${decided}: ${shownAbove.principle ? '' : `${sentenceWithCitation(principle, passage)} `}${sentenceWithCitation(outcome, passage)}`,
      ...(lagrum ? [sentenceWithCitation(`Lagrum: ${lagrum}`, passage)] : []),
    ].join(' '),
  ];
};

/** The statute section among the sources that the bill's commentary comments on. */
const sectionCommentedOn = (commentary: Passage, passages: Passage[]): Passage | undefined =>
  passages.find((passage) => passage.kind === 'statute' && keyOf(passage) === commentary.commentsOn);

/** The share of a sentence's content words that a source's text has. */
const support = (sentence: string, passage: Passage): number => {
  const stems = contentStems(sentence);
  const text = new Set(contentStems(passage.content));
  return stems.length === 0 ? 0 : stems.filter((stem) => text.has(stem)).length / stems.length;
};

/** A section ('SFS n §') or transitional provisions, as against a ruling's id ('HFD 2020 ref. 70'). */
const isSectionReference = (reference: string) => /§$|Övergångsbestämmelser/.test(reference);

/**
 * Our own sentences about a section, each cited by the source it rests on that the user is shown
 * and whose words it follows most closely (a sentence may rest on a section and a ruling).
 */
const sourcedSentences = (items: SourcedText[], shown: Map<string, Passage>, count: number) =>
  items
    .flatMap((item) => {
      // A sentence drawn from a ruling belongs only where the search found that ruling for the
      // question: cited to the section alone it would pass off the ruling's facts as the statute's.
      if (item.restsOn.some((reference) => !isSectionReference(reference) && !shown.has(reference))) {
        return [];
      }
      const candidates = item.restsOn.flatMap((reference) => shown.get(reference) ?? []);
      const passage = candidates.reduce<Passage | undefined>(
        (best, candidate) =>
          !best || support(item.text, candidate) > support(item.text, best) ? candidate : best,
        undefined,
      );
      return passage ? [sentenceWithCitation(item.text, passage)] : [];
    })
    .slice(0, count);

/**
 * What the repealed law said in place of the deciding section, when the search found that old
 * section too: a question about a limit or rule the new law changed ("bara över 5 000 kr?") is
 * answered by today's section, and the officer should see that the old rule was different. The
 * annotation says "Enligt den upphävda lagen …" and the source carries its "Upphävd lag" label.
 */
const replacedRules = (deciding: Passage, passages: Passage[], guide: AnswerGuide): string[] =>
  deciding.kind !== 'statute' || deciding.repealed
    ? []
    : passages
        .filter((passage) => passage.kind === 'statute' && passage.repealed)
        .flatMap((passage) => {
          const old = guide.annotation(keyOf(passage));
          return old?.seeAlso.includes(keyOf(deciding)) ? [sentenceWithCitation(old.rule, passage)] : [];
        })
        .slice(0, 1);

/**
 * The ruling the question describes that applied the deciding section and decided a grant: its
 * facts are the question's, so it tells which way the section's condition points (issue 27).
 */
const guidingRuling = (deciding: Passage, passages: Passage[]): Passage | undefined =>
  deciding.appliedBy === undefined
    ? undefined
    : passages.find(
        (passage) =>
          passage.kind === 'case_summary' &&
          passage.sectionReference === deciding.appliedBy &&
          passage.grantable !== undefined,
      );

/**
 * The verdict a guiding ruling gives the question: ja when the question asks for what the ruling
 * allowed (or whether the board may refuse what it did not). Where the ruling allowed it, the
 * section's condition is the answer ("Ja, om …"); where it did not, the rule says why.
 */
const verdictFromRuling = (ruling: Passage, question: string, annotation: AnnotatedSection | undefined) => {
  const yes = ruling.grantable !== asksAdverse(question);
  const condition = ruling.grantable ? annotation?.condition?.replace(/^om /, '') : undefined;
  if (condition) {
    return `${yes ? 'Ja, om' : 'Nej, inte om'} ${condition}`;
  }
  return annotation ? `${yes ? 'Ja' : 'Nej'}. ${annotation.rule}` : yes ? 'Ja' : 'Nej';
};

/**
 * A teaching answer made only of the sources and our own explanation of them (DESIGN §4a):
 * "Kort svar" leads with the section that decides the question (ja, nej or det beror på for a
 * yes/no question, then why), "Vad lagen säger" quotes it, "Praxis" and "Tänk på" follow only
 * when they bear on it. Every sentence is cited; the closing notice says what is ours.
 */
export const composeExtractiveAnswer = (
  question: string,
  passages: Passage[],
  guide: AnswerGuide,
  options: {
    detailed?: boolean;
    /** The rules the area's law does not have that the question takes for granted. */
    absentRules?: AbsentRule[];
  } = {},
): string => {
  const budget = options.detailed ? BUDGETS.detailed : BUDGETS.normal;
  // A ruling stands first among the sources only when the question names it (companions stage).
  const namedRuling = passages[0]?.kind === 'case_summary' ? passages[0] : undefined;
  // A question about what the bill says is answered from its commentary, on the section commented.
  const askedBill = asksPreparatoryWorks(question)
    ? passages.find((passage) => passage.kind === 'proposition')
    : undefined;
  const commented = askedBill && sectionCommentedOn(askedBill, passages);
  const lead = commented
    ? { passage: commented }
    : decideLead(question, passages, guide, options.absentRules ?? []);
  const deciding = lead?.passage ?? passages[0];
  if (!deciding) {
    return '';
  }
  const shown = new Map<string, Passage>();
  for (const passage of passages) {
    shown.set(passage.kind === 'statute' ? keyOf(passage) : passage.sectionReference, passage);
  }
  const annotation = deciding.kind === 'statute' ? guide.annotation(keyOf(deciding)) : undefined;
  const situation = lead?.situation;
  const yesNo = isYesNoQuestion(question);
  const focus = new Set(contentStems(`${question} ${situation?.situation.text ?? ''}`));
  const quotes = quotesFrom(deciding, focus, budget.quotes);

  const billSays = askedBill && quotesFrom(askedBill, focus, 1)[0];
  const ruling = !namedRuling && !billSays && yesNo ? guidingRuling(deciding, passages) : undefined;
  const rulingPrinciple = ruling && rulingField(ruling, 'Princip: ');
  const short = (() => {
    const principle = namedRuling && rulingField(namedRuling, 'Princip: ');
    if (principle) {
      // A ruling under a repealed law says so at once, with today's counterpart: asked whether it
      // still holds, the officer must not read an old principle as today's law.
      const lagrum = namedRuling.repealed ? rulingField(namedRuling, 'Lagrum: ') : null;
      return lagrum ? `${principle} Lagrum: ${lagrum}` : principle;
    }
    if (billSays) {
      return billSays;
    }
    if (lead?.absentRule) {
      return lead.absentRule.answer;
    }
    const unfounded = unfoundedQuantities(question, passages)[0];
    if (unfounded) {
      return `Det finns ingen sådan regel om ${unfounded.text} i källorna. ${annotation?.rule ?? quotes[0] ?? deciding.snippet}`;
    }
    if (ruling && rulingPrinciple && !asksChoice(question)) {
      return verdictFromRuling(ruling, question, annotation);
    }
    if (situation && (yesNo || options.detailed)) {
      return situation.situation.answer;
    }
    const fromRule =
      annotation && yesNo ? verdictFromRule(question, annotation, lead?.contested === true) : undefined;
    return fromRule ?? annotation?.rule ?? quotes[0] ?? deciding.snippet;
  })();

  const parts: AnswerPart[] = [
    {
      heading: 'Kort svar',
      lines: [
        sentenceWithCitation(short, namedRuling ?? (billSays ? askedBill : undefined) ?? deciding),
        // The ruling whose facts the question holds, right after the rule it applied.
        ...(ruling && rulingPrinciple
          ? [`${ruling.court} har bedömt ett liknande fall: ${sentenceWithCitation(rulingPrinciple, ruling)}`]
          : []),
      ],
      list: false,
    },
  ];
  const lawQuotes = quotes.filter((quote) => quote !== short);
  if (lawQuotes.length > 0) {
    parts.push({
      heading: 'Vad lagen säger',
      lines: lawQuotes.map((quote) => `”${quote.replace(/[.:;,]$/, '')}.” ${cite(deciding)}`),
      list: true,
    });
  }
  if (annotation && budget.commentary > 0) {
    const commentary = sourcedSentences(annotation.commentary, shown, budget.commentary);
    if (commentary.length > 0) {
      parts.push({ heading: 'Förklaring', lines: commentary, list: true });
    }
  }
  // Rulings are among the sources only when the question names them or holds their facts.
  const rulings = passages
    .filter((passage) => passage.kind === 'case_summary')
    .flatMap((passage) =>
      rulingLine(passage, {
        principle: passage === ruling && !!rulingPrinciple,
        lagrum: passage === namedRuling,
      }),
    )
    .slice(0, budget.rulings);
  if (rulings.length > 0) {
    parts.push({ heading: 'Vägledande avgöranden', lines: rulings, list: true });
  }
  // What the bill says of the deciding section, when its commentary came with the sources.
  const preparatory = passages.find(
    (passage) =>
      passage.kind === 'proposition' && deciding.kind === 'statute' && passage.commentsOn === keyOf(deciding),
  );
  if (preparatory) {
    const notes = quotesFrom(preparatory, focus, budget.preparatory).filter(
      (sentence) => !sentence.startsWith('Sammanfattning skriven av') && sentence !== short,
    );
    if (notes.length > 0) {
      parts.push({
        heading: 'Förarbeten',
        lines: notes.map((note) => sentenceWithCitation(note, preparatory)),
        list: true,
      });
    }
  }
  const reminders = [
    ...replacedRules(deciding, passages, guide),
    ...(annotation ? sourcedSentences(annotation.pitfalls, shown, budget.pitfalls) : []),
  ];
  if (reminders.length > 0) {
    parts.push({ heading: 'Tänk på', lines: reminders, list: true });
  }

  // Within the word budget: the parts give way in GIVES_WAY's order, each its last lines first;
  // the short answer never does.
  const render = () =>
    parts
      .map(
        ({ heading, lines, list }) =>
          `**${heading}**\n${lines.map((line) => (list ? `- ${line}` : line)).join('\n')}`,
      )
      .join('\n\n');
  for (
    let yielding = nextToGiveWay(parts);
    yielding && words(render()) > budget.words;
    yielding = nextToGiveWay(parts)
  ) {
    if (yielding.lines.length > 1) {
      yielding.lines.pop();
    } else {
      parts.splice(parts.indexOf(yielding), 1);
    }
  }
  return `${render()}\n\n${COMPILATION_NOTICE}`;
};
