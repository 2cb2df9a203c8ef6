import { collapseWhitespace } from './build-statute-chunks';
import { citationNameOf } from './citation-name';
import type { CorpusChunk } from './corpus-types';

export type LawJsonOptions = {
  /** How a section is cited; derived from the title when unset. */
  citationName?: string;
  /** The law's headings; the source glues each onto the end of the section before it. */
  headings: string[];
  transitional: 'keep' | 'drop';
};

export type LawJson = {
  sfsNumber: string;
  title: string;
  issued: string | null;
  url: string | null;
  /** From the source's status line, e.g. 'Upphävd 2018-07-01 genom SFS 2017:900'. */
  repealed: { date: string; by: string } | null;
  chunks: CorpusChunk[];
  repealedSections: string[];
  warnings: string[];
};

type Provision = { section: string; title?: string; content: string };
type Seed = {
  id: string;
  title: string;
  issued_date?: string;
  url?: string;
  description?: string;
  provisions: Provision[];
};

const AMENDMENT_NOTE = / ((?:Lag|Förordning) \(\d{4}:\d+\))\.$/;
const REPEALED_SECTION = / (\d+(?: [a-z])?) § har upphävts genom (?:lag|förordning) \(\d{4}:\d+\)\.$/;
// A bare act number starts each act's transitional provisions; cited acts are in parentheses.
const TRANSITIONAL_ACT = /(?:^| )(\d{4}:\d+) (?=[A-ZÅÄÖ1-9])/g;

const readSeed = (source: string): Seed => {
  const seed = JSON.parse(source) as Partial<Seed>;
  if (typeof seed.id !== 'string' || typeof seed.title !== 'string' || !Array.isArray(seed.provisions)) {
    throw new Error('law JSON without id, title or provisions');
  }
  return seed as Seed;
};

/**
 * Parses a per-section law JSON (the Ansvar seed format). Its content is flattened: stycke breaks
 * are lost, so chunks carry no paragraphs; glued headings, repealed-section notes and the
 * transitional provisions are cut off the end of each section's text.
 */
export const parseLawJson = (source: string, options: LawJsonOptions): LawJson => {
  const seed = readSeed(source);
  const citationName = options.citationName ?? citationNameOf(collapseWhitespace(seed.title));
  const warnings: string[] = [];
  const chunks: CorpusChunk[] = [];
  const repealedSections: string[] = [];
  const headings = [...options.headings].sort((a, b) => b.length - a.length);
  let headingPath: string[] = [];
  let transitionalText = '';

  for (const provision of seed.provisions) {
    if (provision.title) {
      headingPath = [collapseWhitespace(provision.title)];
    }
    let content = collapseWhitespace(provision.content);
    const transitionalAt = content.indexOf(' Övergångsbestämmelser ');
    if (transitionalAt >= 0) {
      transitionalText = content.slice(transitionalAt + ' Övergångsbestämmelser '.length);
      content = content.slice(0, transitionalAt);
    }
    let nextHeading: string | undefined;
    for (let changed = true; changed; ) {
      changed = false;
      const heading = headings.find((candidate) => content.endsWith(` ${candidate}`));
      if (heading && nextHeading === undefined) {
        nextHeading = heading;
        content = content.slice(0, -(heading.length + 1));
        changed = true;
      }
      const repealed = REPEALED_SECTION.exec(content);
      if (repealed?.[1]) {
        repealedSections.push(`${repealed[1]} §`);
        content = content.slice(0, repealed.index);
        changed = true;
      }
    }
    const note = AMENDMENT_NOTE.exec(content);
    const amendedBy = note?.[1];
    const body = note ? content.slice(0, note.index) : content;
    if (!/[.]$/.test(body)) {
      warnings.push(`${provision.section} §: text does not end with a full stop`);
    }
    const reference = `${provision.section} §`;
    const chunk: CorpusChunk = {
      ordinal: chunks.length,
      sectionReference: reference,
      chapter: null,
      section: provision.section,
      headingPath,
      title: `${reference} ${citationName}`,
      content: amendedBy ? `${body}\n\n${amendedBy}.` : body,
      paragraphs: [],
    };
    if (amendedBy) {
      chunk.amendedBy = amendedBy;
    }
    chunks.push(chunk);
    if (nextHeading !== undefined) {
      headingPath = [nextHeading];
    }
  }

  if (transitionalText && options.transitional === 'keep') {
    const acts = [...transitionalText.matchAll(TRANSITIONAL_ACT)];
    acts.forEach((act, i) => {
      const start = (act.index ?? 0) + act[0].length;
      const text = transitionalText.slice(start, acts[i + 1]?.index ?? transitionalText.length).trim();
      const reference = `Övergångsbestämmelser ${act[1]}`;
      chunks.push({
        ordinal: chunks.length,
        sectionReference: reference,
        chapter: null,
        section: null,
        headingPath: ['Övergångsbestämmelser'],
        title: `${reference} till ${citationName}`,
        content: text,
        paragraphs: [],
      });
    });
  }

  const repeal = /Upphävd (\d{4}-\d{2}-\d{2}) genom (SFS \d{4}:\d+)/.exec(seed.description ?? '');
  return {
    sfsNumber: seed.id,
    title: collapseWhitespace(seed.title),
    issued: seed.issued_date ?? null,
    url: seed.url ?? null,
    repealed: repeal?.[1] && repeal[2] ? { date: repeal[1], by: repeal[2] } : null,
    chunks,
    repealedSections,
    warnings,
  };
};
