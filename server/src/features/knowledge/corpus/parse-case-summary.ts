import type { RulingFacts } from '@app/engine';
import type { CaseProvision, ChunkParagraph, CorpusChunk } from './corpus-types';

/** Every summary of a court ruling carries this label; the parser refuses a file without one. */
export const CASE_SUMMARY_LABEL = 'Sammanfattning skriven av Handläggarstöd, inte domstolens text.';
/** The label of a summary of a JO or Boverket decision, which is not a court's. */
export const DECISION_SUMMARY_LABEL = 'Sammanfattning skriven av Handläggarstöd, inte beslutets text.';

export type CaseSummary = {
  key: string;
  caseId: string;
  court: string;
  decided: string;
  /** The SFS the ruling applied (the first 'applied' provision). */
  sfsNumber: string | null;
  provisions: CaseProvision[];
  /** Where the decision's own text was read. */
  source: string;
  facts: RulingFacts;
  chunk: CorpusChunk;
};

type CaseFile = {
  id: string;
  court: string;
  decided: string;
  caseNumber: string | null;
  heading: string;
  question: string;
  facts: string;
  outcome: string;
  principle: string;
  lagrum: string;
  current: string | null;
  note: string | null;
  provisions: CaseProvision[];
  factTerms: string[][];
  /** For a ruling on a grant: whether the measure in its facts could get one. Absent for procedure. */
  grantable?: boolean;
  source: string;
  label: string;
};

const COURTS = new Set([
  'Högsta förvaltningsdomstolen',
  'Regeringsrätten',
  'Kammarrätten i Stockholm',
  'Kammarrätten i Göteborg',
  'Kammarrätten i Sundsvall',
  'Kammarrätten i Jönköping',
]);
/** Decision-makers that are not courts: their summaries say "beslutets text". */
const AUTHORITIES = new Set(['Justitieombudsmannen', 'Boverket']);
const REQUIRED_TEXT = [
  'id',
  'court',
  'decided',
  'heading',
  'question',
  'facts',
  'outcome',
  'principle',
  'lagrum',
  'source',
  'label',
] as const;

const isTermGroups = (value: unknown): value is string[][] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (group) =>
      Array.isArray(group) &&
      group.length > 0 &&
      group.every(
        (term) =>
          typeof term === 'string' &&
          term.trim() === term &&
          // Two letters only for an abbreviation in capitals ("MS"): a short word matches too much.
          (term.length >= 3 || /^\p{Lu}{2}$/u.test(term)),
      ),
  );

const readCaseFile = (source: string): CaseFile => {
  const data = JSON.parse(source) as Record<string, unknown>;
  for (const field of REQUIRED_TEXT) {
    if (typeof data[field] !== 'string' || data[field] === '') {
      throw new Error(`case summary ${String(data.id)} without ${field}`);
    }
  }
  const file = data as unknown as CaseFile;
  if (!COURTS.has(file.court) && !AUTHORITIES.has(file.court)) {
    throw new Error(`case summary ${file.id} names an unknown court: ${file.court}`);
  }
  const label = AUTHORITIES.has(file.court) ? DECISION_SUMMARY_LABEL : CASE_SUMMARY_LABEL;
  if (file.label !== label) {
    throw new Error(`case summary ${file.id} is not labelled as our own summary`);
  }
  if (!Array.isArray(file.provisions) || !file.provisions.some((p) => p.relation === 'applied')) {
    throw new Error(`case summary ${file.id} has no applied provision`);
  }
  // Every ruling has a date: one whose date is not known stays out of the corpus (issue 27).
  if (!/^\d{4}-\d{2}-\d{2}$/.test(file.decided)) {
    throw new Error(`case summary ${file.id} has a malformed date`);
  }
  if (!isTermGroups(file.factTerms)) {
    throw new Error(
      `case summary ${file.id} needs factTerms: groups of words of three letters or more, or abbreviations such as MS`,
    );
  }
  if (file.grantable !== undefined && typeof file.grantable !== 'boolean') {
    throw new Error(`case summary ${file.id}: grantable is true, false or left out`);
  }
  if (!/^https?:\/\//.test(file.source)) {
    throw new Error(`case summary ${file.id} needs the web address of the original`);
  }
  return file;
};

/** 'HFD 2014 ref. 42' → 'case-hfd-2014-ref-42'; 'Kammarrätten i Göteborg mål nr 1-19' → 'case-kammarratten-i-goteborg-mal-nr-1-19'. */
export const caseKey = (caseId: string): string =>
  `case-${caseId
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** Parses one of our own ruling summaries (data/corpus/cases/*.json) into a single-chunk document. */
export const parseCaseSummary = (source: string): CaseSummary => {
  const file = readCaseFile(source);
  const texts = [
    `Avgörande: ${file.court}, ${file.decided}, ${file.id}.`,
    `Fråga: ${file.question}`,
    `Omständigheter: ${file.facts}`,
    `Utgång: ${file.outcome}`,
    `Princip: ${file.principle}`,
    `Lagrum: ${file.lagrum}${file.current ? ` Motsvarande bestämmelse i dag: ${file.current}` : ''}`,
    ...(file.note ? [file.note] : []),
    ...(file.caseNumber ? [`Målnummer: ${file.caseNumber}.`] : []),
    file.label,
  ];
  const paragraphs: ChunkParagraph[] = texts.map((text, i) => ({ number: i + 1, text, items: [] }));
  const sfsNumber = file.provisions.find((p) => p.relation === 'applied')?.sfsNumber ?? null;
  return {
    key: caseKey(file.id),
    caseId: file.id,
    court: file.court,
    decided: file.decided,
    sfsNumber,
    provisions: file.provisions,
    source: file.source,
    facts: {
      id: file.id,
      caseNumber: file.caseNumber,
      sfs: sfsNumber,
      factTerms: file.factTerms.map((group) => group.map((term) => term.toLowerCase())),
      grantable: file.grantable ?? null,
      sections: file.provisions.map((p) => `${p.sfsNumber} ${p.sectionReference}`),
    },
    chunk: {
      ordinal: 0,
      sectionReference: file.id,
      chapter: null,
      section: null,
      headingPath: ['Rättsfall', file.court],
      title: `${file.id}: ${file.heading}`,
      content: texts.join('\n\n'),
      paragraphs,
    },
  };
};
