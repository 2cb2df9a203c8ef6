import type { CaseProvision, CorpusChunk, CorpusDocument } from '../../corpus/corpus-types';
import type { LegalCaseRow } from '../connector-repository';
import type { RulingScope } from '../connector-store';
import { collapse, headingLevel, tokenizeHtml } from '../html';

/**
 * One publication of Domstolsverket's open case-law API, PUH API v1 (sources-and-apis §3):
 * `GET /publiceringar?page=<0-based>&pagesize=<≤100>` answers a JSON array of these.
 */
export type Publication = {
  id?: string;
  typ?: string;
  domstol?: { domstolKod?: string; domstolNamn?: string } | null;
  referatNummerLista?: string[] | null;
  malNummerLista?: string[] | null;
  avgorandedatum?: string | null;
  publiceringstid?: string | null;
  benamning?: string | null;
  sammanfattning?: string | null;
  /** Full text as HTML; often missing for HD/MÖD, where only the PDF exists. */
  innehall?: string | null;
  bilagaLista?: { fillagringId?: string; filnamn?: string }[] | null;
  lagrumLista?: { referens?: string | null; sfsNummer?: string | null }[] | null;
  nyckelordLista?: string[] | null;
  rattsomradeLista?: string[] | null;
  forarbeteLista?: string[] | null;
  hanvisadePubliceringarLista?: { fritext?: string | null; gruppKorrelationsnummer?: string | null }[] | null;
  gruppKorrelationsnummer?: string | null;
  arVagledande?: boolean | null;
  publiceringsform?: string | null;
};

export const MAX_CASE_CHUNK_CHARS = 6000;

const sfsIn = (laws: readonly string[], text: string | null | undefined): string[] =>
  laws.filter((sfs) => new RegExp(`(^|[^\\d:])${sfs}(?!\\d)`).test(text ?? ''));

/**
 * The laws of a scope a publication concerns: by its lagrum list, else by its keywords, summary
 * or text, else the scope's first law when the text has one of the scope's keywords.
 */
export const lawsOf = (scope: Pick<RulingScope, 'laws' | 'keywords'>, publication: Publication): string[] => {
  const byLagrum = new Set<string>();
  for (const lagrum of publication.lagrumLista ?? []) {
    for (const sfs of [...sfsIn(scope.laws, lagrum.sfsNummer), ...sfsIn(scope.laws, lagrum.referens)]) {
      byLagrum.add(sfs);
    }
  }
  if (byLagrum.size > 0) {
    return scope.laws.filter((sfs) => byLagrum.has(sfs));
  }
  const text = [
    publication.sammanfattning,
    publication.benamning,
    ...(publication.nyckelordLista ?? []),
    publication.innehall,
  ].join('\n');
  const cited = sfsIn(scope.laws, text);
  if (cited.length > 0) {
    return cited;
  }
  const lower = text.toLowerCase();
  const [first] = scope.laws;
  return first && scope.keywords.some((keyword) => lower.includes(keyword.toLowerCase())) ? [first] : [];
};

/** The first scope that collects a publication, with the laws it concerns; null when none does. */
export const scopeOf = (
  scopes: readonly RulingScope[],
  publication: Publication,
): { scope: RulingScope; laws: string[] } | null => {
  for (const scope of scopes) {
    const laws = lawsOf(scope, publication);
    if (laws.length > 0) {
      return { scope, laws };
    }
  }
  return null;
};

/** 'HFD 2020 ref. 70' when the ruling was reported, else the court and its case number. */
export const caseIdOf = (publication: Publication): string => {
  const report = publication.referatNummerLista?.find((value) => value.trim() !== '');
  if (report) {
    return collapse(report);
  }
  const court = publication.domstol?.domstolKod ?? publication.domstol?.domstolNamn ?? 'Domstol';
  const number = publication.malNummerLista?.[0];
  return number ? `${court} mål nr ${collapse(number)}` : `${court} ${publication.id ?? ''}`.trim();
};

/** The key legal_cases is unique on: court code and case numbers ('HFD 3135-14'); the id when there is none. */
export const caseNumberOf = (publication: Publication): string => {
  const numbers = (publication.malNummerLista ?? []).map(collapse).filter((n) => n !== '');
  const court = publication.domstol?.domstolKod ?? publication.domstol?.domstolNamn ?? '';
  return numbers.length > 0 ? `${court} ${numbers.join(', ')}`.trim() : `publicering ${publication.id ?? ''}`;
};

type Block = { heading: string | null; paragraphs: string[] };

/**
 * The court's HTML as sections: `<h1>`–`<h6>` and short all-capital or fully bold paragraphs
 * ('SKÄLEN FÖR AVGÖRANDET') start a section.
 */
export const innehallSections = (html: string): Block[] => {
  const blocks: Block[] = [{ heading: null, paragraphs: [] }];
  let text = '';
  let boldText = '';
  let plainText = '';
  let bold = 0;
  let heading = false;
  const flush = () => {
    const paragraph = collapse(text);
    const isBoldHeading = collapse(plainText) === '' && collapse(boldText).length > 0;
    const looksLikeHeading =
      paragraph.length > 0 &&
      paragraph.length <= 120 &&
      !/[.,;:]$/.test(paragraph) &&
      (heading || isBoldHeading || (/^[^a-zåäö]+$/.test(paragraph) && /[A-ZÅÄÖ]{3}/.test(paragraph)));
    if (looksLikeHeading) {
      blocks.push({ heading: paragraph, paragraphs: [] });
    } else if (paragraph !== '') {
      blocks.at(-1)?.paragraphs.push(paragraph);
    }
    text = '';
    boldText = '';
    plainText = '';
    heading = false;
  };
  for (const token of tokenizeHtml(html)) {
    if (token.type === 'text') {
      text += token.text;
      if (bold > 0) {
        boldText += token.text;
      } else {
        plainText += token.text;
      }
    } else if (token.name === 'b' || token.name === 'strong') {
      bold = Math.max(0, bold + (token.type === 'open' ? 1 : -1));
    } else if (token.name === 'br') {
      text += ' ';
    } else if (headingLevel(token.name) !== null) {
      flush();
      heading = token.type === 'open';
    } else if (['p', 'div', 'li', 'tr', 'table', 'blockquote', 'section'].includes(token.name)) {
      flush();
    }
  }
  flush();
  return blocks.filter((block) => block.paragraphs.length > 0 || block.heading !== null);
};

const sentenceCase = (heading: string): string =>
  /^[^a-zåäö]+$/.test(heading) ? heading.charAt(0) + heading.slice(1).toLowerCase() : heading;

/** Sections split further at paragraphs so no chunk passes MAX_CASE_CHUNK_CHARS. */
const sized = (blocks: Block[]): Block[] =>
  blocks.flatMap((block) => {
    const parts: Block[] = [];
    let current: string[] = [];
    let size = 0;
    for (const paragraph of block.paragraphs) {
      if (size + paragraph.length > MAX_CASE_CHUNK_CHARS && current.length > 0) {
        parts.push({ heading: block.heading, paragraphs: current });
        current = [];
        size = 0;
      }
      current.push(paragraph);
      size += paragraph.length;
    }
    if (current.length > 0 || parts.length === 0) {
      parts.push({ heading: block.heading, paragraphs: current });
    }
    return parts;
  });

const provisionsOf = (laws: readonly string[], publication: Publication): CaseProvision[] => {
  const provisions: CaseProvision[] = [];
  for (const lagrum of publication.lagrumLista ?? []) {
    const [sfs] = [...sfsIn(laws, lagrum.sfsNummer), ...sfsIn(laws, lagrum.referens)];
    const section = /((?:\d+ [a-z] |\d+ )kap\. )?\d+(?: [a-z])? §/.exec(lagrum.referens ?? '')?.[0];
    if (sfs && section) {
      provisions.push({ sfsNumber: sfs, sectionReference: section, relation: 'applied' });
    }
  }
  return provisions;
};

/** The first PDF among the attachments (`bilagaLista`), as a URL on the API's host. */
const pdfAttachmentOf = (publication: Publication, attachmentUrl: (id: string) => string): string | null => {
  const pdf = (publication.bilagaLista ?? []).find(
    (bilaga) =>
      bilaga.fillagringId &&
      /^[A-Za-z0-9-]+$/.test(bilaga.fillagringId) &&
      /\.pdf$/i.test(bilaga.filnamn ?? ''),
  );
  return pdf?.fillagringId ? attachmentUrl(pdf.fillagringId) : null;
};

export type CaseRecord = { document: CorpusDocument; legalCase: LegalCaseRow };

/** The ruling as a `legal_cases` row and as a document of the court's own text ('case' chunks). */
export const buildCaseRecord = (
  publication: Publication,
  options: {
    publicUrl: (id: string) => string;
    /** The URL of an attachment on the API's host (`bilagor/<fillagringId>`). */
    attachmentUrl: (fillagringId: string) => string;
    contentHash: string;
    /** The law area that collects the ruling, and the laws of it the ruling concerns. */
    collected: { scope: RulingScope; laws: string[] };
  },
): CaseRecord => {
  const id = publication.id;
  if (!id || !/^[A-Za-z0-9-]+$/.test(id)) {
    throw new Error(`publication without a usable id: ${String(id)}`);
  }
  const caseId = caseIdOf(publication);
  const { laws } = options.collected;
  const court = publication.domstol?.domstolNamn ?? publication.domstol?.domstolKod ?? 'Okänd domstol';
  const summary = collapse(publication.sammanfattning ?? '');
  const blocks = [
    ...(summary ? [{ heading: 'Sammanfattning', paragraphs: [summary] }] : []),
    ...(publication.innehall ? innehallSections(publication.innehall) : []),
  ];
  const parts = sized(blocks).filter((block) => block.paragraphs.length > 0);
  if (parts.length === 0) {
    throw new Error(`${caseId}: neither innehall nor sammanfattning has text`);
  }
  const used = new Map<string, number>();
  const chunks: CorpusChunk[] = parts.map((block, ordinal) => {
    const heading = block.heading ? sentenceCase(block.heading) : null;
    const base = parts.length === 1 ? caseId : `${caseId}, ${heading ?? 'domen'}`;
    const seen = (used.get(base) ?? 0) + 1;
    used.set(base, seen);
    return {
      ordinal,
      sectionReference: seen > 1 ? `${base} (del ${seen})` : base,
      chapter: null,
      section: null,
      headingPath: heading ? [caseId, heading] : [caseId],
      title: heading ? `${caseId} – ${heading}` : caseId,
      content: block.paragraphs.join('\n\n'),
      paragraphs: [],
    };
  });
  const date =
    publication.avgorandedatum && /^\d{4}-\d{2}-\d{2}/.test(publication.avgorandedatum)
      ? publication.avgorandedatum.slice(0, 10)
      : null;
  const sourceUrl = options.publicUrl(id);
  const name = collapse(publication.benamning ?? '');
  const document: CorpusDocument = {
    key: `dv-${id.toLowerCase()}`,
    kind: 'case',
    sfsNumber: laws[0] ?? null,
    title: name ? `${caseId} (${name})` : caseId,
    sourceClass: 'core',
    versionStamp: null,
    versionNote:
      'Domstolens egen text från Domstolsverkets rättspraxis; en dom har ingen konsoliderad lydelse.',
    date,
    sourceUrl,
    urls: { court: sourceUrl },
    fileName: `domstolsverket/publiceringar/${id}`,
    contentHash: options.contentHash,
    court,
    chunks,
  };
  const provisions = provisionsOf(options.collected.scope.laws, publication);
  if (provisions.length > 0) {
    document.provisions = provisions;
  }
  return {
    document,
    legalCase: {
      title: document.title,
      caseNumber: caseNumberOf(publication),
      date,
      court,
      category: options.collected.scope.caseCategory,
      content: chunks.map((chunk) => chunk.content).join('\n\n'),
      sourceUrl,
      pdfUrl: pdfAttachmentOf(publication, options.attachmentUrl),
    },
  };
};
