import { describe, expect, it } from 'vitest';
import {
  FALLBACK_QUESTIONS,
  fallbackQuestions,
  suggestedQuestionCatalogue,
  suggestedQuestionsFor,
} from './suggested-questions';
import { bundledArea } from './testing/bundled-area';

// The bundled pack's catalogue (data/areas/bab/area.json), checked against the spec.
const area = bundledArea();

// The two roles and their topic lists, copied letter for letter from spec 1 §3.
const SPEC_BAB_ROLE = 'BAB-handläggare';
const SPEC_BAB_TOPICS = [
  'Ansökan och handläggning',
  'Badrum och hygienutrymmen',
  'Beviljanderegler och kriterier',
  'Dörröppnare och trösklar',
  'Ekonomisk prövning',
  'Funktionsnedsättning och behov',
  'Hissar och rullstolshjälpmedel',
  'Köksanpassning',
  'Samverkan med andra aktörer',
  'Spisvakt och elsäkerhet',
  'Tillgänglighet i flerbostadshus',
  'Övrigt',
];
const SPEC_LONG_ROLE = 'Bostadsanpassningsbidragshandläggare';
const SPEC_LONG_TOPICS = [
  'Ansökan och handläggning',
  'Beviljanderegler och kriterier',
  'Funktionsnedsättning och behov',
  'Trösklar och dörrpassager',
  'Trappor och hissar',
  'Badrum och hygienutrymmen',
  'Kök och matlagning',
  'In-/utgångar och entréer',
  'Vanliga misstag / avslagsorsaker',
  'Ekonomisk prövning',
  'Samverkan med andra aktörer',
  'Uppföljning och kontroll',
  'Överklaganden och rättsprocesser',
];
const SPEC_CATALOGUE: Record<string, string[]> = {
  [SPEC_BAB_ROLE]: SPEC_BAB_TOPICS,
  [SPEC_LONG_ROLE]: SPEC_LONG_TOPICS,
};

const catalogue: Record<string, Record<string, readonly string[]>> = Object.fromEntries(
  suggestedQuestionCatalogue(area).map(({ role, topics }) => [
    role,
    Object.fromEntries(topics.map(({ subtopic, questions }) => [subtopic, questions])),
  ]),
);
const roleQuestions = (role: string): string[] => Object.values(catalogue[role] ?? {}).flat();
const allQuestions = (): string[] => Object.keys(catalogue).flatMap(roleQuestions);

// Personal data the chat rejects (spec 1 §5): personal identity numbers, long digit runs, e-mail addresses.
const PERSONAL_IDENTITY_NUMBER = /\b(?:\d{2})?\d{6}\s*[-+]?\s*\d{4}\b/;
const LONG_DIGIT_RUN = /\d{12,16}/;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+|@/;
// A question about another law or a chapter reference is not in paragraph mode for 2018:222.
const OTHER_LAW = /\bkap\.|förvaltningslag|förvaltningsprocesslag|\blss\b|socialtjänstlag|sekretess|\bosl\b/i;

describe('the bundled catalogue', () => {
  it('has exactly the two roles of the spec, the first one offered', () => {
    expect(Object.keys(catalogue).sort()).toEqual([SPEC_BAB_ROLE, SPEC_LONG_ROLE].sort());
    expect(area.role).toBe(SPEC_BAB_ROLE);
  });

  it.each(Object.entries(SPEC_CATALOGUE))('has exactly the spec topics for %s', (role, topics) => {
    expect(Object.keys(catalogue[role] ?? {}).sort()).toEqual([...topics].sort());
  });

  it.each(Object.entries(SPEC_CATALOGUE))('lists the topics of %s in the spec order', (role, topics) => {
    expect(Object.keys(catalogue[role] ?? {})).toEqual(topics);
  });

  it.each(
    Object.entries(SPEC_CATALOGUE).flatMap(([role, topics]) => topics.map((topic) => [role, topic] as const)),
  )('%s / %s has 8 unique questions', (role, topic) => {
    const questions = catalogue[role]?.[topic];
    expect(questions).toHaveLength(8);
    expect(new Set(questions).size).toBe(8);
    expect(suggestedQuestionsFor(area, role, topic)).toBe(questions);
  });

  it.each(Object.keys(SPEC_CATALOGUE))('has no question twice within the role %s', (role) => {
    const questions = roleQuestions(role);
    expect(questions).toHaveLength(SPEC_CATALOGUE[role]!.length * 8);
    const duplicates = questions.filter((question, index) => questions.indexOf(question) !== index);
    expect(duplicates).toEqual([]);
  });

  it('counts 200 questions in all', () => {
    expect(allQuestions()).toHaveLength((SPEC_BAB_TOPICS.length + SPEC_LONG_TOPICS.length) * 8);
    expect(allQuestions()).toHaveLength(200);
  });
});

describe('every question', () => {
  const questions = [...allQuestions(), ...FALLBACK_QUESTIONS, ...fallbackQuestions('Köksanpassning')];

  it.each(questions)('is a well-formed question: %s', (question) => {
    expect(question.endsWith('?')).toBe(true);
    expect(question.length).toBeGreaterThanOrEqual(3);
    expect(question.length).toBeLessThanOrEqual(200);
    expect(question).toBe(question.trim());
    expect(question).not.toMatch(/\s{2}/);
    expect(question).toMatch(/^[A-ZÅÄÖ]/);
    expect(question.slice(0, -1)).not.toContain('?');
  });

  it.each(questions)('holds nothing the chat would reject: %s', (question) => {
    expect(question).not.toMatch(PERSONAL_IDENTITY_NUMBER);
    expect(question).not.toMatch(LONG_DIGIT_RUN);
    expect(question).not.toMatch(EMAIL);
    expect(question).not.toMatch(/[<>]/);
    expect(question).not.toMatch(/(.)\1{15,}/);
    expect(question).not.toMatch(/\b(\S+)(?:\s+\1\b){3}/i);
  });

  it('names only sections that exist in lag (2018:222) when no other law is named', () => {
    const sections = allQuestions()
      .filter((question) => !OTHER_LAW.test(question))
      .flatMap((question) => [...question.matchAll(/(\d+)\s*§/g)].map((match) => Number(match[1])));
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      expect(section).toBeGreaterThanOrEqual(1);
      expect(section).toBeLessThanOrEqual(24);
    }
  });
});

describe('fallback', () => {
  it('has the five generic questions of the spec', () => {
    expect(FALLBACK_QUESTIONS).toHaveLength(5);
    expect(new Set(FALLBACK_QUESTIONS).size).toBe(5);
    expect(FALLBACK_QUESTIONS[0]).toBe('Vad kan du berätta om det här ämnet?');
    expect(FALLBACK_QUESTIONS.some((question) => question.includes('regler'))).toBe(true);
    expect(FALLBACK_QUESTIONS.some((question) => question.includes('bedömning'))).toBe(true);
    expect(FALLBACK_QUESTIONS.some((question) => question.includes('misstag'))).toBe(true);
    expect(FALLBACK_QUESTIONS.some((question) => question.includes('rättspraxis'))).toBe(true);
  });

  it('names the topic when there is one', () => {
    const questions = fallbackQuestions('  Bygglov   och  tillstånd ');
    expect(questions).toHaveLength(5);
    for (const question of questions) {
      expect(question).toContain('ämnet Bygglov och tillstånd');
    }
  });

  it('is generic for a blank topic', () => {
    expect(fallbackQuestions('')).toEqual(FALLBACK_QUESTIONS);
    expect(fallbackQuestions('   ')).toEqual(FALLBACK_QUESTIONS);
    expect(fallbackQuestions(undefined)).toEqual(FALLBACK_QUESTIONS);
    expect(fallbackQuestions(null)).toEqual(FALLBACK_QUESTIONS);
  });

  it('is used for an unknown topic, an unknown role, a topic of the other role, and no area', () => {
    expect(suggestedQuestionsFor(area, SPEC_BAB_ROLE, 'Okänt ämne')).toEqual(fallbackQuestions('Okänt ämne'));
    expect(suggestedQuestionsFor(area, 'Avgiftshandläggare', 'Ansökan och handläggning')).toEqual(
      fallbackQuestions('Ansökan och handläggning'),
    );
    expect(suggestedQuestionsFor(area, SPEC_BAB_ROLE, 'Trappor och hissar')).toHaveLength(5);
    expect(suggestedQuestionsFor(area, SPEC_LONG_ROLE, 'Övrigt')).toHaveLength(5);
    expect(suggestedQuestionsFor(area, SPEC_BAB_ROLE, '')).toEqual(FALLBACK_QUESTIONS);
    expect(suggestedQuestionsFor(undefined, SPEC_BAB_ROLE, 'Köksanpassning')).toEqual(
      fallbackQuestions('Köksanpassning'),
    );
  });

  it('does not treat inherited object keys as topics or roles', () => {
    expect(suggestedQuestionsFor(area, SPEC_BAB_ROLE, 'constructor')).toHaveLength(5);
    expect(suggestedQuestionsFor(area, 'toString', 'Köksanpassning')).toHaveLength(5);
    expect(suggestedQuestionsFor(area, SPEC_BAB_ROLE, '__proto__')).toHaveLength(5);
  });

  it('ignores surrounding whitespace in role and topic', () => {
    expect(suggestedQuestionsFor(area, ` ${SPEC_BAB_ROLE} `, ' Köksanpassning ')).toHaveLength(8);
  });
});
