import type { CorpusChunk } from '../../corpus/corpus-types';
import { collapse } from '../html';

/**
 * A proposition as Riksdagen's plain text (`/dokument/<dok_id>.text`), which is the text layer of
 * the printed bill: every page after the cover carries the running header 'Prop. 2017/18:80' and
 * its page number on a line of their own (pages may also be split by form feeds). Numbered
 * headings ('4 Ny lag om …', '4.2 Bidragets syfte') stand alone between blank lines, and the table
 * of contents repeats them with dot leaders and page numbers.
 *
 * Chunking: one chunk per lowest-level heading section, in reading order, with the pages it covers;
 * a section longer than MAX_CHUNK_CHARS is split at page boundaries (then at paragraphs) so every
 * chunk can be cited by page: sectionReference 'prop. 2017/18:80 s. 25' or 'prop. 2017/18:80 s. 25–27'
 * ('… (avsnitt 4.2)' added when two chunks would share the same pages). Without page marks the
 * reference falls back to the heading: 'prop. 2017/18:80 avsnitt 4.2'.
 */

export type PropositionId = { rm: string; nummer: string };

export type ParsedProposition = { chunks: CorpusChunk[]; pages: number; warnings: string[] };

type Line = { text: string; page: number | null };
type Paragraph = { text: string; firstPage: number | null; lastPage: number | null };
type Section = { number: string | null; heading: string; path: string[]; paragraphs: Paragraph[] };

export const MAX_CHUNK_CHARS = 6000;
const HEADING_MAX_LENGTH = 150;
const NUMBERED_HEADING = /^(\d{1,2}(?:\.\d{1,2}){0,4}) ([A-ZÅÄÖ].*)$/;
const UNNUMBERED_HEADINGS =
  /^(Propositionens huvudsakliga innehåll|Innehållsförteckning|Bilaga \d+ .+|Utdrag ur protokoll vid regeringssammanträde.*|Lagrådets yttrande|Sammanfattning)$/;
const TOC_LINE = /(\.\s?){4,}\s*\d+$|\s\d{1,3}$/;

export const propositionCitation = (id: PropositionId) => `prop. ${id.rm}:${id.nummer}`;

const runningHeader = (id: PropositionId) =>
  new RegExp(`^prop\\. ${id.rm.replace('/', '\\/')}:${id.nummer}$`, 'i');

/** Lines with their printed page number; running headers and page-number lines removed. */
const paginate = (text: string, id: PropositionId): { lines: Line[]; pages: number; found: boolean } => {
  const header = runningHeader(id);
  const raw = text.replace(/\r\n?/g, '\n');
  const pagesByFeed = raw.split('\f');
  const lines: Line[] = [];
  let found = false;
  let pageCount = 0;
  pagesByFeed.forEach((pageText, feedIndex) => {
    const physical = pageText.split('\n').map(collapse);
    // The page number stands within two non-empty lines of the running header, before or after it.
    const drop = new Set<number>();
    let page: number | null = pagesByFeed.length > 1 ? feedIndex + 1 : null;
    const starts: { index: number; page: number }[] = [];
    physical.forEach((line, index) => {
      if (!header.test(line)) {
        return;
      }
      drop.add(index);
      const near = [index - 1, index - 2, index + 1, index + 2].filter(
        (j) => j >= 0 && j < physical.length && /^\d{1,4}$/.test(physical[j] ?? ''),
      );
      const numberIndex = near[0];
      if (numberIndex !== undefined) {
        drop.add(numberIndex);
        starts.push({ index: Math.min(index, numberIndex), page: Number(physical[numberIndex]) });
      }
    });
    if (starts.length > 0) {
      found = true;
    }
    let nextStart = 0;
    physical.forEach((line, index) => {
      const start = starts[nextStart];
      if (start && index >= start.index) {
        page = start.page;
        nextStart++;
      }
      if (!drop.has(index)) {
        lines.push({ text: line, page });
      }
    });
    pageCount = Math.max(pageCount, page ?? 0);
  });
  // Lines before the first running header are on the cover, page 1.
  if (found) {
    for (const line of lines) {
      if (line.page !== null) {
        break;
      }
      line.page = 1;
    }
  }
  return { lines, pages: pageCount, found: found || pagesByFeed.length > 1 };
};

const joinWrapped = (before: string, after: string): string =>
  /[a-zåäö]-$/.test(before) && /^[a-zåäö]/.test(after) && !/^(och|eller|samt|respektive) /.test(after)
    ? before.slice(0, -1) + after
    : `${before} ${after}`;

/** Blank lines split paragraphs; a heading is a one-line paragraph. */
const toParagraphs = (lines: Line[]): Paragraph[] => {
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | null = null;
  for (const line of lines) {
    if (line.text === '') {
      current = null;
      continue;
    }
    if (current) {
      current.text = joinWrapped(current.text, line.text);
      current.lastPage = line.page ?? current.lastPage;
    } else {
      current = { text: line.text, firstPage: line.page, lastPage: line.page };
      paragraphs.push(current);
    }
  }
  return paragraphs;
};

const compareNumbers = (a: string, b: string): number => {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? -1) - (right[i] ?? -1);
    if (diff !== 0) {
      return diff;
    }
  }
  return 0;
};

const headingOf = (
  paragraph: Paragraph,
  lastNumber: string | null,
): { number: string | null; text: string } | null => {
  const text = paragraph.text;
  if (text.length > HEADING_MAX_LENGTH || /[.:;,]$/.test(text) || TOC_LINE.test(text)) {
    return null;
  }
  if (UNNUMBERED_HEADINGS.test(text)) {
    return { number: null, text };
  }
  const numbered = NUMBERED_HEADING.exec(text);
  // Numbers only go forward; a smaller one is a list item or a reference, not a heading.
  if (numbered?.[1] && (lastNumber === null || compareNumbers(numbered[1], lastNumber) > 0)) {
    return { number: numbered[1], text };
  }
  return null;
};

const toSections = (paragraphs: Paragraph[]): Section[] => {
  const sections: Section[] = [{ number: null, heading: '', path: [], paragraphs: [] }];
  let stack: { number: string; text: string }[] = [];
  let lastNumber: string | null = null;
  let inBilaga = false;
  for (const paragraph of paragraphs) {
    const heading = headingOf(paragraph, inBilaga ? null : lastNumber);
    if (!heading) {
      sections.at(-1)?.paragraphs.push(paragraph);
      continue;
    }
    let path: string[];
    const number = heading.number;
    if (number) {
      const depth = number.split('.').length;
      stack = [
        ...stack.filter((entry) => entry.number.split('.').length < depth),
        { number, text: heading.text },
      ];
      lastNumber = number;
      path = stack.map((entry) => entry.text);
    } else {
      inBilaga = heading.text.startsWith('Bilaga');
      stack = [];
      path = [heading.text];
    }
    sections.push({ number: heading.number, heading: heading.text, path, paragraphs: [] });
  }
  return sections.filter(
    (section) => section.paragraphs.length > 0 && section.heading !== 'Innehållsförteckning',
  );
};

/** Splits a long section at page boundaries, and a page longer than the limit at paragraphs. */
const splitSection = (paragraphs: Paragraph[]): Paragraph[][] => {
  const parts: Paragraph[][] = [];
  let current: Paragraph[] = [];
  let size = 0;
  for (const paragraph of paragraphs) {
    const startsPage = current.length > 0 && paragraph.firstPage !== current.at(-1)?.lastPage;
    if (size + paragraph.text.length > MAX_CHUNK_CHARS && current.length > 0) {
      // Cut at the last page boundary inside the part when there is one.
      const cut = current.findLastIndex((p, i) => i > 0 && p.firstPage !== current[i - 1]?.lastPage);
      if (cut > 0 && !startsPage) {
        parts.push(current.slice(0, cut));
        current = current.slice(cut);
      } else {
        parts.push(current);
        current = [];
      }
      size = current.reduce((sum, p) => sum + p.text.length, 0);
    }
    current.push(paragraph);
    size += paragraph.text.length;
  }
  if (current.length > 0) {
    parts.push(current);
  }
  return parts;
};

const pageRange = (paragraphs: Paragraph[]): string | null => {
  const first = paragraphs[0]?.firstPage ?? null;
  const last = paragraphs.at(-1)?.lastPage ?? first;
  if (first === null) {
    return null;
  }
  return last === null || last === first ? `s. ${first}` : `s. ${first}–${last}`;
};

export const parsePropositionText = (text: string, id: PropositionId): ParsedProposition => {
  const warnings: string[] = [];
  const citation = propositionCitation(id);
  const { lines, pages, found } = paginate(text, id);
  if (!found) {
    warnings.push('no page marks found: chunks are cited by heading');
  }
  const sections = toSections(toParagraphs(lines));
  const chunks: CorpusChunk[] = [];
  const used = new Set<string>();
  for (const section of sections) {
    const heading = section.heading || 'Inledning';
    for (const part of splitSection(section.paragraphs)) {
      const pagesText = pageRange(part);
      const where = section.number ? `avsnitt ${section.number}` : heading;
      let reference = pagesText ? `${citation} ${pagesText}` : `${citation} ${where}`;
      if (used.has(reference)) {
        reference = `${reference} (${where})`;
      }
      for (let n = 2; used.has(reference); n++) {
        reference = `${citation} ${pagesText ?? where} (${where}, del ${n})`;
      }
      used.add(reference);
      chunks.push({
        ordinal: chunks.length,
        sectionReference: reference,
        chapter: null,
        section: null,
        headingPath: section.path.length > 0 ? section.path : [heading],
        title: `${heading}, ${citation}${pagesText ? ` ${pagesText}` : ''}`,
        content: part.map((paragraph) => paragraph.text).join('\n\n'),
        paragraphs: [],
      });
    }
  }
  if (chunks.length === 0) {
    warnings.push('no text found');
  }
  return { chunks, pages, warnings };
};
