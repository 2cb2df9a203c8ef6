/** A law area's core sources first, then related law and guidance, then everything else (spec 1 §9). */
export type SourceClass = 'core' | 'extended' | 'other';

export type DocumentKind = 'statute' | 'case_summary' | 'case' | 'proposition' | 'guidance';

/** One stycke (paragraph) of a section, with its numbered items (punkter) when it has them. */
export type ChunkParagraph = {
  number: number;
  /** The stycke's own text; '' when it is only a list (e.g. numbered transitional points). */
  text: string;
  items: { number: number; text: string }[];
};

/** A section-level piece of a source: one `N §` of a statute, or one case summary. */
export type CorpusChunk = {
  /** Order within the document, from 0. */
  ordinal: number;
  /**
   * '5 §', '5 a §', '26 kap. 12 §'; for a case summary its case id, e.g. 'HFD 2016 ref. 13';
   * 'Övergångsbestämmelser 2017:900' for one act's transitional provisions; 'Bilaga' for an appendix.
   */
  sectionReference: string;
  /** Chapter number for chaptered laws, else null. */
  chapter: number | null;
  /** The section number as written before '§' ('5', '5 a'); null for case summaries and for
   * chunks that are not a numbered section (transitional provisions, appendix). */
  section: string | null;
  /** Headings above the section, outermost first (e.g. ['Överklagande', 'Vilka beslut som får överklagas']). */
  headingPath: string[];
  /** Display title, e.g. '25 § förvaltningslagen (2017:900)'. */
  title: string;
  /** Clean text of the section: paragraphs separated by a blank line, single spaces inside. */
  content: string;
  /**
   * The stycken with their punkter. Empty when the source does not mark stycken (a repealed law
   * from a flattened source), so nothing can cite a stycke that is not known.
   */
  paragraphs: ChunkParagraph[];
  /** The act that last changed the section, as printed after it, e.g. 'Lag (2025:453)'. */
  amendedBy?: string;
  /** Set when the source gives the section a start date (a future or recent wording). YYYY-MM-DD. */
  validFrom?: string;
  /** Set when the source says the section stops applying on this date. YYYY-MM-DD. */
  validUntil?: string;
};

export type CorpusDocument = {
  /** Stable key, e.g. 'sfs-2018-222' or 'case-hfd-2016-ref-13'. */
  key: string;
  kind: DocumentKind;
  /** '2017:900' for statutes (also for case summaries: the SFS the ruling concerns), else null. */
  sfsNumber: string | null;
  /** Full official title, e.g. 'Förvaltningslag (2017:900)'. */
  title: string;
  sourceClass: SourceClass;
  /** Consolidation stamp as given by the source, e.g. 't.o.m. SFS 2025:453'; null when unknown. */
  versionStamp: string | null;
  /** Why versionStamp is null (or what it means for a repealed law), in Swedish. */
  versionNote?: string;
  /** Issued / decided date (YYYY-MM-DD) when known. */
  date: string | null;
  /** The canonical official link to show a user (riksdagen.se page for statutes, court/official page for cases). */
  sourceUrl: string | null;
  /** Further official links. */
  urls: { riksdagen?: string; rkrattsbaser?: string; sfsPdf?: string; court?: string };
  /** Bundled file the document was parsed from, relative to data/corpus (e.g. 'sfs/selex/sfs-2018-222.md'). */
  fileName: string;
  /**
   * sha256 (hex) of the bytes of the source file(s), so ingestion can skip unchanged files. For a
   * document read from one file it is that file's sha256; when a second file supplies metadata
   * (SE-Lex body + Riksdagen stamp) it is the sha256 of both files' bytes, body first.
   */
  contentHash: string;
  /** For case summaries: court, and that the text is our own summary. */
  court?: string;
  /** Förarbeten as the source lists them, e.g. 'Prop. 2017/18:80, bet. 2017/18:CU6, rskr. 2017/18:210'. */
  preparatoryWorks?: string;
  /** Set for a repealed statute, e.g. { date: '2018-07-01', by: 'SFS 2017:900' }. */
  repealed?: { date: string; by: string };
  /** Sections the source lists as repealed ('har upphävts'); they get no chunk. */
  repealedSections?: string[];
  /** For case summaries: the provisions the ruling applied and today's counterparts. */
  provisions?: CaseProvision[];
  chunks: CorpusChunk[];
};

/** A provision a ruling concerns; `current` marks today's counterpart of an older rule. */
export type CaseProvision = {
  sfsNumber: string;
  /** '6 §', '8 kap. 7 §'. */
  sectionReference: string;
  relation: 'applied' | 'current';
};
