import { contentStems, normalizeText } from '../text/swedish-text';

// A Swedish question that can be answered ja or nej opens with its finite verb ("Kan vi bevilja …?");
// one that asks for facts opens with a question word ("Vad gäller …?").
const YES_NO_OPENERS = new Set(
  (
    'kan får ska skall måste behöver bör är var gäller finns fanns går har hade blir omfattas räcker ' +
    'håller stämmer innebär krävs ingår räknas lämnas beviljas betalas menas ligger spelar äger ' +
    'hindrar påverkar avgör tar täcker gör slipper'
  ).split(' '),
);
const LEADING_FILLER = /^(?:och|men|så|alltså|okej|ok|hej|fråga|undrar|jo)(?!\p{L})[,:]?\s*/u;

const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** The sentence that carries the question: the last one with a question mark, else the last one. */
const askingSentence = (question: string): string => {
  const sentences = sentencesOf(normalizeText(question));
  return [...sentences].reverse().find((sentence) => sentence.endsWith('?')) ?? sentences.at(-1) ?? '';
};

/**
 * What a question asks, without the sentences that only set the scene: its sentences that end
 * with a question mark, or the whole question when none does. Letters keep their case, since a
 * capital may tell a name.
 */
export const askedPart = (question: string): string => {
  const asked = sentencesOf(question.replace(/\s+/g, ' ')).filter((sentence) => sentence.endsWith('?'));
  return asked.length > 0 ? asked.join(' ') : question;
};

// ", och behövs bygglov …?", "? Och vem äger …?": a second question joined to the first.
const SECOND_QUESTION =
  /,?\s+(?:och|samt)\s+(?=(?:vad|hur|vem|vilken|vilket|vilka|när|var|vart|varför|kan|får|ska|måste|behöver|behövs|gäller|krävs|räcker|finns|är)(?!\p{L}))/iu;

/**
 * The questions a question asks, each on its own: its asking sentences, split where a second
 * question is joined to the first ("Kan vi bevilja rampen, och behövs bygglov för den?"). Each
 * part ends with a question mark. A question without one is one part.
 */
export const askingParts = (question: string): string[] => {
  const asked = sentencesOf(question.replace(/\s+/g, ' ')).filter((sentence) => sentence.endsWith('?'));
  if (asked.length === 0) {
    return [question.trim()];
  }
  return asked.flatMap((sentence) =>
    sentence
      .replace(/^(?:och|men|samt)\s+/i, '')
      .split(SECOND_QUESTION)
      .map((part) => part.trim().replace(/[?,]*$/, '?'))
      .filter((part) => part.length > 1),
  );
};

/** The question with only the asking parts kept that `keep` accepts; the sentences that set the scene stay. */
export const keepingParts = (question: string, keep: (part: string) => boolean): string =>
  [
    ...sentencesOf(question.replace(/\s+/g, ' ')).filter((sentence) => !sentence.endsWith('?')),
    ...askingParts(question).filter(keep),
  ].join(' ');

// A capitalised word inside a sentence names someone or somewhere ("Göteborg", "Stena", "Karin"):
// never what a question asks about. All-capital abbreviations ("LSS", "FL") stay.
const NAME_INSIDE_SENTENCE = /(?<=[\p{L}\d,;:)]\s+)\p{Lu}\p{Ll}+/gu;

// Fewer content words than this and the asking sentence points back ("Går det?", "Kan vi det?").
const MIN_FOCUS_WORDS = 3;

/** True when an asking sentence or part only points back to what came before ("Går det?", "vem beslutar om det?"). */
export const pointsBack = (asked: string): boolean => contentStems(asked).length < MIN_FOCUS_WORDS;

/**
 * What a question asks, without names: the words its answer must speak to. The sentences that
 * ask, or the whole question when they only point back to what it told before.
 */
export const focusOf = (question: string): string => {
  const asked = askedPart(question);
  const focus = pointsBack(asked) ? question : asked;
  return focus.replace(NAME_INSIDE_SENTENCE, ' ');
};

// Modal and auxiliary verbs: the grammar of a question, never its subject.
const FUNCTION_VERBS = new Set(
  (
    'kan kunna kunde får fick fått ska skall skulle måste bör borde vill ville behöver behövs har ' +
    'hade ha haft är var vara varit blir blev bli går gäller finns fanns gör göra gjorde'
  ).split(' '),
);

/** A text without its modal and auxiliary verbs. */
export const withoutFunctionVerbs = (text: string): string =>
  text
    .split(/\s+/)
    .filter((word) => !FUNCTION_VERBS.has(word.toLowerCase().replace(/[^\p{L}]/gu, '')))
    .join(' ');

// A question word opens a question that asks for facts ("Vem beslutar?", "Hur lång tid …?");
// "var" is left out, since it is also the verb "was".
const QUESTION_WORDS = new Set(
  'vad vem vems vilken vilket vilka hur när vart varför varifrån varav vadå'.split(' '),
);
// An opening that asks for an explanation without a question word ("Förklara …").
const REQUEST_OPENERS = new Set('förklara beskriv berätta sammanfatta redogör lista ange'.split(' '));

const withoutFiller = (sentence: string): string => {
  let rest = sentence;
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(LEADING_FILLER, '');
  }
  return rest;
};

/** Whether one sentence asks for a yes or a no. */
const asksYesNo = (sentence: string): boolean => {
  // "…, kan vi bevilja?" – the question may follow a clause that sets the scene.
  const clauses = withoutFiller(sentence).split(/[,–-]\s+/);
  const openers = clauses.map((clause) => clause.match(/^[\p{L}]+/u)?.[0] ?? '');
  if (openers.some((word) => YES_NO_OPENERS.has(word))) {
    return true;
  }
  // A sentence with a question mark and no question word asks for a yes or a no in any word
  // order: "bab till sommarstuga?", "Det är väl regionen som beslutar?", "Till Boverket?".
  const first = openers[0] ?? '';
  return sentence.endsWith('?') && !QUESTION_WORDS.has(first) && !REQUEST_OPENERS.has(first);
};

/**
 * True when the question asks for a yes or a no: one of its questions does (a Swedish
 * verb-first question, or one without a question word), or, where none ends with a question
 * mark, its last sentence opens with a verb.
 */
export const isYesNoQuestion = (question: string): boolean => {
  const sentences = sentencesOf(normalizeText(question));
  const asking = sentences.filter((sentence) => sentence.endsWith('?'));
  return asking.length > 0 ? asking.some(asksYesNo) : asksYesNo(askingSentence(question));
};

/**
 * The asking sentence, or, when it only points back ("Håller det?", "Går det?"), the sentence
 * before it too: what it asks is said there ("Vi tänkte avslå, eftersom …").
 */
export const askingWithContext = (question: string): string => {
  const asking = askingSentence(question);
  if (!pointsBack(asking)) {
    return asking;
  }
  const sentences = sentencesOf(normalizeText(question));
  return `${sentences[sentences.lastIndexOf(asking) - 1] ?? ''} ${asking}`;
};

// Verbs that ask whether the board may turn a request down or make a demand of the person.
// (Word edges by letters, not \b: JavaScript's \b does not know å, ä and ö.)
const ADVERSE_ASK =
  /(?<!\p{L})(?:avslå|avslår|ge avslag|ge ett avslag|meddela avslag|neka|nekar|vägra|vägrar|säga nej|avvisa|avvisar|kräva tillbaka|återkräva|kräva återbetalning|återkalla|återkallar)(?!\p{L})/u;

const MODAL_VERB =
  /(?<!\p{L})(?:kan|får|ska|skall|måste|behöver|bör|tvungen|tvungna|skyldig|skyldiga)(?!\p{L})/u;
// The words after a modal verb that hold what it asks: its subject, perhaps an adverb, the verb.
const ADVERSE_REACH = 4;

/**
 * True when the asking sentence offers a choice ("Ska vi bevilja eller avslå?", "Är det en
 * anpassning eller ett hjälpmedel?"): a bare ja or nej does not answer it.
 */
export const asksChoice = (question: string): boolean =>
  /(?<!\p{L})eller(?!\p{L})/u.test(askingSentence(question));

/**
 * True when the asking sentence asks whether something may be refused or reclaimed; one that only
 * points back ("Håller det?") asks it of the sentence before ("Vi tänkte avslå, eftersom …").
 */
export const asksAdverse = (question: string): boolean => {
  const asking = askingSentence(question);
  // A sentence that only points back ("Går det?") asks what the sentence before says it plans.
  if (pointsBack(asking)) {
    return ADVERSE_ASK.test(askingWithContext(question));
  }
  // With a modal verb, what it asks is the verb that follows it and its subject ("Kan vi avslå
  // …?"), not a clause further on ("Måste vi kommunicera … innan vi avslår?").
  const modal = MODAL_VERB.exec(asking);
  const asked = modal
    ? (asking.slice(modal.index).match(/[\p{L}-]+/gu) ?? []).slice(1, 1 + ADVERSE_REACH).join(' ')
    : asking;
  return ADVERSE_ASK.test(asked);
};

// The modal words of a yes/no question: whether someone must ("Måste vi …?", "Behöver vi …?")
// or whether someone may ("Kan vi …?", "Får kommunen …?", "Går det att …?").
const ASKED_FORCES: [AskedForce, RegExp][] = [
  ['must', /(?<!\p{L})(?:måste|behöver|ska|skall|krävs|tvungen|tvungna|skyldig|skyldiga)(?!\p{L})/u],
  ['may', /(?<!\p{L})(?:kan|får|går|tillåtet|möjligt)(?!\p{L})/u],
];

/** What a yes/no question asks of a rule: a duty ('must') or a permission ('may'). */
export type AskedForce = 'must' | 'may';

/**
 * Whether the asking sentence asks if someone must or if someone may: its first modal word says
 * ("Måste vi kommunicera …?" must; "Kan vi betala en ny …?" may). One that only points back asks
 * it of the sentence before.
 */
export const askedForce = (question: string): AskedForce | undefined => {
  const text = askingWithContext(question);
  const found = ASKED_FORCES.map(([force, pattern]) => ({ force, at: text.search(pattern) })).filter(
    ({ at }) => at >= 0,
  );
  return found.sort((a, b) => a.at - b.at)[0]?.force;
};

const NUMBER_WORDS: Record<string, string> = {
  en: '1',
  ett: '1',
  två: '2',
  tre: '3',
  fyra: '4',
  fem: '5',
  sex: '6',
  sju: '7',
  åtta: '8',
  nio: '9',
  tio: '10',
  elva: '11',
  tolv: '12',
};
const UNITS: [RegExp, string][] = [
  [/^(?:kr|kronor|kronors|sek|:-)$/, 'kr'],
  [/^(?:tkr)$/, 'tkr'],
  [/^(?:år|års|åren)$/, 'år'],
  [/^(?:månad|månader|månaders|mån)$/, 'månad'],
  [/^(?:vecka|veckor|veckors)$/, 'vecka'],
  [/^(?:dag|dagar|dagars)$/, 'dag'],
  [/^(?:procent|%)$/, 'procent'],
];

/** A number with its unit, as a question or a statute writes it: "5 000 kr", "tre veckor". */
export type Quantity = { value: string; unit: string; text: string };

/** The numbers with a unit that a text states ("5 000 kr", "tre månader", "20 %"). */
export const quantitiesIn = (text: string): Quantity[] => {
  const tokens = normalizeText(text)
    .replace(/(\d)\s+(?=\d{3}\b)/g, '$1')
    .replace(/%/g, ' % ')
    .match(/[\p{L}\d:%-]+/gu);
  if (!tokens) {
    return [];
  }
  return tokens.flatMap((token, index) => {
    const value = /^\d+$/.test(token) ? token : NUMBER_WORDS[token];
    const unit = UNITS.find(([pattern]) => pattern.test(tokens[index + 1] ?? ''))?.[1];
    const written = /^\d+$/.test(token) ? Number(token).toLocaleString('sv-SE') : token;
    return value && unit ? [{ value, unit, text: `${written} ${tokens[index + 1]}` }] : [];
  });
};

// A sentence that states what the law is believed to say, not a fact of the case.
const CLAIM_ABOUT_LAW =
  /(?<!\p{L})(?:väl|enligt lag|enligt lagen|lagen säger|lagen kräver|påstår|påstod|har hört|hört att|gräns|gränsen|regel|regeln|rutin|rutinen|står det)(?!\p{L})/u;

// Words that make a number a limit ("bara över 5 000 kr", "inom tre veckor").
const LIMIT_WORDS = /(?<!\p{L})(?:bara|endast|max|högst|minst|senast|inom)(?!\p{L})/u;

/**
 * The quantities a question takes for granted as the law's ("bara om kostnaden överstiger 5 000 kr?",
 * "enligt lag inom tre månader"): those in its questions and its claims about the law, not the
 * facts of the case it tells.
 */
export const presupposedQuantities = (question: string): Quantity[] =>
  sentencesOf(normalizeText(question))
    .filter((sentence) => sentence.endsWith('?') || CLAIM_ABOUT_LAW.test(sentence))
    .filter((sentence) => CLAIM_ABOUT_LAW.test(sentence) || LIMIT_WORDS.test(sentence))
    .flatMap(quantitiesIn);

// The bill by its class or its name: "förarbetena", "propositionen", "prop. 2017/18:80".
const PREPARATORY_WORKS = /(?<!\p{L})(?:förarbete|proposition|prop\.)/iu;

/** Whether the question asks what the bill (förarbetena) says. */
export const asksPreparatoryWorks = (question: string): boolean => PREPARATORY_WORKS.test(question);
