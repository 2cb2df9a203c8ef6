import type { Passage } from '../retrieval/passage';

/** A retrieved section of lag (2018:222), for unit tests of the answer layer. */
export const babPassage = (section: string, content: string, overrides: Partial<Passage> = {}): Passage => ({
  id: `chunk-${section}`,
  documentKey: 'sfs-2018-222',
  title: `${section} § lag (2018:222) om bostadsanpassningsbidrag`,
  content,
  snippet: content.slice(0, 80),
  documentTitle: 'Lag (2018:222) om bostadsanpassningsbidrag',
  kind: 'statute',
  court: null,
  category: 'BAB-handläggare',
  subtopic: null,
  score: 0.9,
  fileName: 'sfs/selex/sfs-2018-222.md',
  sourceUrl: 'https://www.riksdagen.se/',
  method: 'hybrid',
  date: '2018-04-19',
  sectionReference: `${section} §`,
  sfsNumber: '2018:222',
  section,
  chapter: null,
  sourceClass: 'core',
  versionStamp: 't.o.m. SFS 2025:453',
  repealed: false,
  subjectCoverage: null,
  ...overrides,
});

/** A ruling summary as ingested from data/corpus/cases. */
export const rulingPassage = (
  caseId: string,
  outcome: string,
  overrides: Partial<Passage> & { principle?: string } = {},
): Passage => {
  const { principle = 'Bidrag lämnas bara för fasta funktioner.', ...rest } = overrides;
  return babPassage(
    '',
    `Fråga: Kunde bidrag lämnas?\n\nUtgång: ${outcome}\n\nPrincip: ${principle}\n\nLagrum: 5 §.`,
    {
      id: `chunk-${caseId}`,
      documentKey: `case-${caseId}`,
      title: `${caseId}: Rubrik`,
      documentTitle: caseId,
      kind: 'case_summary',
      court: 'Högsta förvaltningsdomstolen',
      sectionReference: caseId,
      section: null,
      versionStamp: null,
      date: '2020-12-17',
      ...rest,
    },
  );
};

/** The transitional provisions of lag (2018:222): a statute source without a section number. */
export const transitionalPassage = (): Passage =>
  babPassage(
    '',
    'Denna lag träder i kraft den 1 juli 2018. Genom lagen upphävs lagen (1992:1574) om bostadsanpassningsbidrag m.m.',
    {
      id: 'chunk-transitional',
      title: 'Övergångsbestämmelser 2018:222 till lag (2018:222) om bostadsanpassningsbidrag',
      sectionReference: 'Övergångsbestämmelser 2018:222',
      section: null,
    },
  );
