import { collapseWhitespace, type StatuteBlock } from './build-statute-chunks';

export type RiksdagenMetadata = {
  title: string;
  sfsNumber: string;
  /** 't.o.m. SFS 2025:453'; null when Riksdagen lists no amendment. */
  versionStamp: string | null;
  issued: string | null;
  riksdagenUrl: string | null;
  rkrattsbaserUrl: string | null;
};

export type RiksdagenText = { metadata: RiksdagenMetadata; blocks: StatuteBlock[]; warnings: string[] };

type Line = { text: string; softBreak: boolean };

const SEPARATOR = /^={10,}$/;
const BOILERPLATE_HEAD = 'Svensk författningssamling';
const BOILERPLATE_SENTENCE =
  'Svensk författningssamling (SFS) innehåller gällande lagar och förordningar. Om en författning ändras ersätts den gamla texten med den nya.';
const SECTION = /^(\d+(?: [a-z])?) §$/;
const CHAPTER = /^(\d+(?: [a-z])?) kap\. (.+)$/;
const DIVISION = /^AVDELNING [IVXLC]+\. /;
const ITEM_START = /^\d+(?: ?[a-z])?[.)] /;
const ACT = /^\d{4}:\d+$/;
const SECTION_VERSION =
  /^\/(Upphör att gälla|Träder i kraft) [UI]:(\d{4}-\d{2}-\d{2})(?: genom (?:lag|förordning) \(\d{4}:\d+\))?\.?\/$/;
const HEADING_VERSION = /^\/Rubriken (upphör att gälla|träder i kraft) [UI]:(\d{4}-\d{2}-\d{2})\/$/;
const CONTINUATION_WORD = /^(och|eller|samt|respektive|resp\.|till) /;

const parseHeader = (lines: string[]): Record<string, string> => {
  const header: Record<string, string> = {};
  let lastKey: string | undefined;
  for (const line of lines) {
    const field = /^([A-Za-z/ ]+): (.*)$/.exec(line);
    if (field?.[1] && field[2] !== undefined) {
      lastKey = field[1];
      header[lastKey] = field[2].trim();
    } else if (lastKey && line.trim() !== '') {
      // A long title wraps onto the next header line.
      header[lastKey] = collapseWhitespace(`${header[lastKey]} ${line}`);
    }
  }
  return header;
};

const readMetadata = (header: Record<string, string>): RiksdagenMetadata => {
  let extra: Record<string, string> = {};
  try {
    extra = JSON.parse(header.Metadata ?? '{}') as Record<string, string>;
  } catch {
    extra = {};
  }
  const sfsNumber = /(\d{4}:\d+)$/.exec(header['SFS Number'] ?? '')?.[1];
  if (!header.Title || !sfsNumber) {
    throw new Error('Riksdagen text without Title or SFS Number header');
  }
  return {
    title: collapseWhitespace(header.Title),
    sfsNumber,
    versionStamp: extra.Ändrad ?? null,
    issued: extra.Utfärdad ?? header.Issued ?? null,
    riksdagenUrl: header.URL ?? null,
    rkrattsbaserUrl: header['Source Link'] ?? null,
  };
};

/** Joins a hard-broken word or phrase: 'hän-' + 'syn' → 'hänsyn', 'vård-' + 'och' → 'vård- och'. */
const joinText = (before: string, after: string): string => {
  if (after === '.' || after === './') {
    return before + after;
  }
  if (/-$/.test(before) && !/ -$/.test(before)) {
    if (/^\d/.test(after)) {
      return before + after;
    }
    if (CONTINUATION_WORD.test(after)) {
      return `${before} ${after}`;
    }
    if (/[a-zåäö]-$/.test(before) && /^[a-zåäö]/.test(after)) {
      return before.slice(0, -1) + after;
    }
    return before + after;
  }
  return `${before} ${after}`;
};

/**
 * Whether a physical line continues the previous one. Riksdagen marks most soft breaks with a
 * doubled carriage return, but some hard breaks fall inside sentences (before a lower-case word,
 * an opening parenthesis or a section sign, or a number that is not a punkt).
 */
const continuesPrevious = (text: string, previous: string): boolean => {
  if (text === '.' || text === './' || /^\/[^/]{0,80}$/.test(previous)) {
    return true;
  }
  // 'N §' stands alone even when the next line ('har upphävts genom') starts in lower case.
  if (SECTION.test(previous) || ACT.test(previous) || /^\/.*\/$/.test(previous)) {
    return false;
  }
  if (/^[a-zåäöé]/.test(text)) {
    return !/^[a-zåäö]\) /.test(text);
  }
  if (/^[(§]/.test(text)) {
    return true;
  }
  if (/^\d/.test(text)) {
    return !(ITEM_START.test(text) || SECTION.test(text) || CHAPTER.test(text) || ACT.test(text));
  }
  return false;
};

const toLogicalLines = (lines: Line[]): string[] => {
  const logical: string[] = [];
  let previousSoft = false;
  for (const line of lines) {
    const text = collapseWhitespace(line.text);
    if (text === '') {
      continue;
    }
    const previous = logical.at(-1);
    // A finished version mark ('/Upphör att gälla …/') never continues, whatever its line end says.
    const soft = previousSoft && previous !== undefined && !/^\/.*\/$/.test(previous);
    if (previous !== undefined && (soft || continuesPrevious(text, previous))) {
      logical[logical.length - 1] = joinText(previous, text);
    } else {
      logical.push(text);
    }
    previousSoft = line.softBreak;
  }
  return logical;
};

/** Skips the metadata block ('SFS nr … Källa : Fulltext (Regeringskansliet)') and the table of contents. */
const findBodyStart = (lines: Line[]): { start: number; tocChapters: string[] } => {
  const sourceIndex = lines.findIndex(
    (line, i) => line.text.trim() === 'Fulltext (Regeringskansliet)' && lines[i - 2]?.text.trim() === 'Källa',
  );
  if (sourceIndex < 0) {
    throw new Error('Riksdagen text without its metadata block');
  }
  let start = sourceIndex + 1;
  const tocChapters: string[] = [];
  if (lines[start]?.text.trim() === 'Innehåll:') {
    start += 1;
    while (start < lines.length) {
      const text = collapseWhitespace(lines[start]?.text ?? '');
      const chapter = CHAPTER.exec(text);
      if (chapter?.[1]) {
        tocChapters.push(chapter[1]);
      } else if (!DIVISION.test(text) && text !== 'Övergångsbestämmelser') {
        break;
      }
      start += 1;
      if (text === 'Övergångsbestämmelser') {
        break;
      }
    }
  }
  return { start, tocChapters };
};

const validityOf = (verb: string, date: string) =>
  /^(upphör|Upphör)/.test(verb) ? { validUntil: date } : { validFrom: date };

/**
 * Parses a consolidated SFS text as saved from riksdagen.se: header, metadata block, table of
 * contents, sections, transitional provisions and the closing SFS sentence.
 */
export const parseRiksdagenText = (source: string): RiksdagenText => {
  const warnings: string[] = [];
  const physical: Line[] = source
    .split('\n')
    .map((raw) => ({ text: raw.replace(/\r+$/, ''), softBreak: /\r\r$/.test(raw) }));
  const separator = physical.findIndex((line) => SEPARATOR.test(line.text.trim()));
  if (separator < 0) {
    throw new Error('Riksdagen text without the ===== header separator');
  }
  const metadata = readMetadata(parseHeader(physical.slice(0, separator).map((line) => line.text)));
  const body = physical.slice(separator + 1);
  const { start, tocChapters } = findBodyStart(body);

  let end = body.length;
  while (end > start && collapseWhitespace(body[end - 1]?.text ?? '') === '') {
    end -= 1;
  }
  if (
    collapseWhitespace(body[end - 1]?.text ?? '') !== BOILERPLATE_SENTENCE ||
    collapseWhitespace(body[end - 2]?.text ?? '') !== BOILERPLATE_HEAD
  ) {
    warnings.push('closing SFS sentence not found');
  } else {
    end -= 2;
  }

  const lines = toLogicalLines(body.slice(start, end));
  const lastSection = lines.findLastIndex((line) => SECTION.test(line));
  const transitionalStart = lines.lastIndexOf('Övergångsbestämmelser');
  const chapters = [...tocChapters];
  const blocks: StatuteBlock[] = [];
  lines.forEach((text, index) => {
    const inTransitional = transitionalStart >= 0 && index > transitionalStart;
    const section = SECTION.exec(text);
    const chapter = CHAPTER.exec(text);
    const sectionVersion = SECTION_VERSION.exec(text);
    const headingVersion = HEADING_VERSION.exec(text);
    if (index === transitionalStart) {
      blocks.push({ kind: 'transitional' });
    } else if (inTransitional && ACT.test(text)) {
      blocks.push({ kind: 'transitionalAct', sfs: text });
    } else if (index > lastSection && /^Bilaga( \d+)?$/.test(text)) {
      blocks.push({ kind: 'appendix', title: text });
    } else if (section?.[1] && !inTransitional) {
      blocks.push({ kind: 'section', id: section[1] });
    } else if (chapter?.[1] && chapter[1] === chapters[0] && /^[A-ZÅÄÖ]/.test(chapter[2] ?? '')) {
      chapters.shift();
      blocks.push({ kind: 'chapter', id: chapter[1], title: text });
    } else if (DIVISION.test(text) && !inTransitional) {
      blocks.push({ kind: 'division', text });
    } else if (sectionVersion?.[1] && sectionVersion[2]) {
      blocks.push({ kind: 'sectionVersion', validity: validityOf(sectionVersion[1], sectionVersion[2]) });
    } else if (headingVersion?.[1] && headingVersion[2]) {
      blocks.push({ kind: 'headingVersion', validity: validityOf(headingVersion[1], headingVersion[2]) });
    } else {
      if (text.startsWith('/')) {
        warnings.push(`unknown mark: ${text}`);
      }
      blocks.push({ kind: 'text', text });
    }
  });
  if (chapters.length > 0) {
    warnings.push(`chapters in the table of contents not found: ${chapters.join(', ')}`);
  }
  return { metadata, blocks, warnings };
};
