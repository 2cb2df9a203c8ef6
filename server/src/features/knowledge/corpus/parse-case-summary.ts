import type { CaseProvision, ChunkParagraph, CorpusChunk } from './corpus-types';

/** Every case summary must carry this label; the parser refuses a file without it. */
export const CASE_SUMMARY_LABEL = 'Sammanfattning skriven av Handläggarstöd, inte domstolens text.';

export type CaseSummary = {
  key: string;
  caseId: string;
  court: string;
  decided: string | null;
  /** The SFS the ruling applied (the first 'applied' provision). */
  sfsNumber: string | null;
  provisions: CaseProvision[];
  lagenNu: string | null;
  chunk: CorpusChunk;
};

type CaseFile = {
  id: string;
  court: string;
  decided: string | null;
  caseNumber: string | null;
  heading: string;
  question: string;
  outcome: string;
  lagrum: string;
  current: string | null;
  note: string | null;
  provisions: CaseProvision[];
  lagenNu: string | null;
  label: string;
};

const COURTS = new Set(['Högsta förvaltningsdomstolen', 'Regeringsrätten']);
const REQUIRED_TEXT = ['id', 'court', 'heading', 'question', 'outcome', 'lagrum', 'label'] as const;

const readCaseFile = (source: string): CaseFile => {
  const data = JSON.parse(source) as Record<string, unknown>;
  for (const field of REQUIRED_TEXT) {
    if (typeof data[field] !== 'string' || data[field] === '') {
      throw new Error(`case summary without ${field}`);
    }
  }
  const file = data as unknown as CaseFile;
  if (file.label !== CASE_SUMMARY_LABEL) {
    throw new Error(`case summary ${file.id} is not labelled as our own summary`);
  }
  if (!COURTS.has(file.court)) {
    throw new Error(`case summary ${file.id} names an unknown court: ${file.court}`);
  }
  if (!Array.isArray(file.provisions) || !file.provisions.some((p) => p.relation === 'applied')) {
    throw new Error(`case summary ${file.id} has no applied provision`);
  }
  if (file.decided !== null && !/^\d{4}-\d{2}-\d{2}$/.test(file.decided)) {
    throw new Error(`case summary ${file.id} has a malformed date`);
  }
  return file;
};

/** 'HFD 2014 ref. 42' → 'case-hfd-2014-ref-42'; 'RÅ 2002 ref. 100' → 'case-ra-2002-ref-100'. */
export const caseKey = (caseId: string): string =>
  `case-${caseId
    .toLowerCase()
    .replace(/å/g, 'a')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** Parses one of our own case summaries (data/corpus/cases/*.json) into a single-chunk document. */
export const parseCaseSummary = (source: string): CaseSummary => {
  const file = readCaseFile(source);
  const texts = [
    `Fråga: ${file.question}`,
    `Utgång: ${file.outcome}`,
    `Lagrum: ${file.lagrum}${file.current ? ` Motsvarande bestämmelse i dag: ${file.current}` : ''}`,
    ...(file.note ? [file.note] : []),
    ...(file.caseNumber ? [`Målnummer: ${file.caseNumber}.`] : []),
    file.label,
  ];
  const paragraphs: ChunkParagraph[] = texts.map((text, i) => ({ number: i + 1, text, items: [] }));
  return {
    key: caseKey(file.id),
    caseId: file.id,
    court: file.court,
    decided: file.decided,
    sfsNumber: file.provisions.find((p) => p.relation === 'applied')?.sfsNumber ?? null,
    provisions: file.provisions,
    lagenNu: file.lagenNu,
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
