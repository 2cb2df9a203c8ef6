import type { ChunkParagraph, CorpusChunk } from './corpus-types';

/** A statute as a flat stream of structural marks and logical lines, shared by the text parsers. */
export type StatuteBlock =
  /** One logical line (Riksdagen) or paragraph (SE-Lex): a stycke, a punkt, or an unmarked heading. */
  | { kind: 'text'; text: string }
  /** A line the source marks as a heading (SE-Lex `##`). */
  | { kind: 'heading'; text: string }
  | { kind: 'division'; text: string }
  /** `title` is the whole line, e.g. '26 kap. Sekretess till skydd för enskild …'. */
  | { kind: 'chapter'; id: string; title: string }
  | { kind: 'section'; id: string }
  | { kind: 'sectionVersion'; validity: Validity }
  | { kind: 'headingVersion'; validity: Validity }
  | { kind: 'transitional' }
  | { kind: 'transitionalAct'; sfs: string }
  | { kind: 'appendix'; title: string };

export type Validity = { validFrom?: string; validUntil?: string };

export type BuildOptions = {
  /** How a section is cited, e.g. 'förvaltningslagen (2017:900)'. */
  citationName: string;
  /** Headings that start a new top level; any other heading nests under the last of these. */
  mainHeadings?: string[];
  /** Keep only these chapters ('26', '13 a'); all when unset. */
  chapters?: string[];
  transitional: 'keep' | 'drop';
  appendix: 'keep' | 'drop';
  /** YYYY-MM-DD: which of two dated wordings of a section to keep. */
  asOf: string;
};

export type BuildResult = { chunks: CorpusChunk[]; repealedSections: string[]; warnings: string[] };

type Entry = { text: string } | { headingVersion: Validity };

type Unit = {
  kind: 'section' | 'transitional' | 'appendix';
  id: string;
  chapter: { id: string; title: string } | null;
  headingPath: string[];
  entries: Entry[];
  validity: Validity;
};

const ITEM = /^(\d+)\. (.*)$/;
const GLUED_FIRST_ITEM = /^(.*[a-zåäö,]) 1\. ([a-zåäö].*)$/;
const SUB_ITEM = /^(?:[a-zåäö]\)|-) /;
const AMENDMENT_NOTE = /^((?:Lag|Förordning) \(\d{4}:\d+\))\.$/;
const REPEALED = /^har upphävts genom (?:lag|förordning) \(\d{4}:\d+\)\.?$/i;
const HEADING_MAX_LENGTH = 160;

/** Runs of spaces, tabs and no-break spaces become one space (the Riksdagen line-break artefact). */
export const collapseWhitespace = (text: string): string => text.replace(/[\s\u00a0]+/g, ' ').trim();

/**
 * A line that can only be a heading when it stands right before a section or another heading:
 * it starts with a capital, is short, and does not end like a sentence or a list lead-in.
 * Headings may end in 'm.m.' and FL's are sometimes questions.
 */
export const isHeadingLike = (text: string): boolean => {
  if (text.length === 0 || text.length > HEADING_MAX_LENGTH || !/^[A-ZÅÄÖ]/.test(text)) {
    return false;
  }
  if (AMENDMENT_NOTE.test(text) || /[,:;]$/.test(text)) {
    return false;
  }
  return !text.endsWith('.') || /\bm\. ?m\.$/.test(text);
};

const isValidAt = (validity: Validity, asOf: string): boolean =>
  (validity.validFrom === undefined || validity.validFrom <= asOf) &&
  (validity.validUntil === undefined || asOf < validity.validUntil);

/** Groups a section's lines into stycken with their numbered punkter. */
const toParagraphs = (lines: string[], where: string, warnings: string[]): ChunkParagraph[] => {
  const paragraphs: ChunkParagraph[] = [];
  let current: ChunkParagraph | undefined;
  for (const [index, line] of lines.entries()) {
    const item = ITEM.exec(line);
    const lastItem = current?.items.at(-1);
    const nextItem = ITEM.exec(lines[index + 1] ?? '');
    if (!item && lastItem && Number(nextItem?.[1]) === lastItem.number + 1) {
      // A line between punkt n and punkt n + 1 is a second sentence line of punkt n, not a new stycke.
      lastItem.text = `${lastItem.text}\n${line}`;
      continue;
    }
    if (item) {
      if (!current) {
        current = { number: paragraphs.length + 1, text: '', items: [] };
        paragraphs.push(current);
      }
      const number = Number(item[1]);
      const glued = GLUED_FIRST_ITEM.exec(current.text);
      if (number === 2 && current.items.length === 0 && glued?.[1] && glued[2]) {
        // Source defect (OSL 12 kap. 3 §): punkt 1 printed on the lead-in's line.
        current.text = glued[1];
        current.items.push({ number: 1, text: glued[2] });
      }
      if (number !== current.items.length + 1) {
        warnings.push(`${where}: punkt ${number} follows punkt ${current.items.length}`);
      }
      current.items.push({ number, text: item[2] ?? '' });
      continue;
    }
    if (SUB_ITEM.test(line) && current) {
      // Lettered or dashed sub-items stay with the punkt or stycke they belong to.
      if (lastItem) {
        lastItem.text = `${lastItem.text}\n${line}`;
      } else {
        current.text = `${current.text}\n${line}`;
      }
      continue;
    }
    current = { number: paragraphs.length + 1, text: line, items: [] };
    paragraphs.push(current);
  }
  return paragraphs;
};

const renderParagraph = (paragraph: ChunkParagraph): string =>
  [paragraph.text, ...paragraph.items.map((item) => `${item.number}. ${item.text}`)]
    .filter((part) => part !== '')
    .join('\n');

const chapterNumber = (id: string): number => Number.parseInt(id, 10);

/**
 * Turns the block stream of one statute into section chunks. Unmarked headings are found at the
 * end of the text before a section; version-dated wordings are resolved with `asOf`; repealed
 * sections are listed instead of chunked.
 */
export const buildStatuteChunks = (blocks: StatuteBlock[], options: BuildOptions): BuildResult => {
  const warnings: string[] = [];
  const chunks: CorpusChunk[] = [];
  const repealedSections: string[] = [];
  const mainHeadings = options.mainHeadings ? new Set(options.mainHeadings) : undefined;
  const chapterScope = options.chapters ? new Set(options.chapters) : undefined;

  let division: string | null = null;
  let chapter: { id: string; title: string } | null = null;
  let headingStack: string[] = [];
  let pending: Entry[] = [];
  let current = null as Unit | null;
  let inTransitional = false;

  const takeTrailingHeadings = (unit: Unit) => {
    const taken: Entry[] = [];
    while (unit.entries.length > 1) {
      const last = unit.entries.at(-1);
      if (!last || ('text' in last && !isHeadingLike(last.text))) {
        break;
      }
      taken.unshift(last);
      unit.entries.pop();
    }
    // A heading version mark belongs to the heading after it, never to the section before.
    pending = [...taken, ...pending];
  };

  const resolveHeadings = (): string[] => {
    const headings: string[] = [];
    let validity: Validity = {};
    for (const entry of pending) {
      if ('headingVersion' in entry) {
        validity = entry.headingVersion;
      } else {
        if (isValidAt(validity, options.asOf)) {
          headings.push(entry.text);
        }
        validity = {};
      }
    }
    pending = [];
    if (headings.length === 0) {
      return headingStack;
    }
    if (!mainHeadings) {
      return headings;
    }
    let stack = headingStack;
    for (const heading of headings) {
      const top = stack[0];
      stack =
        mainHeadings.has(heading) || top === undefined || !mainHeadings.has(top) ? [heading] : [top, heading];
    }
    return stack;
  };

  // Out-of-scope parts are not checked: their defects cannot reach a chunk.
  const inScope = (unit: Unit): boolean =>
    unit.kind === 'section'
      ? !chapterScope || chapterScope.has(unit.chapter?.id ?? '')
      : unit.kind === 'transitional'
        ? options.transitional === 'keep'
        : options.appendix === 'keep';

  const emit = (unit: Unit) => {
    const where = `${unit.chapter ? `${unit.chapter.id} kap. ` : ''}${unit.id}`;
    const lines = unit.entries.flatMap((entry) => ('text' in entry ? [entry.text] : []));
    if (!inScope(unit) || !isValidAt(unit.validity, options.asOf)) {
      return;
    }
    if (unit.entries.some((entry) => 'headingVersion' in entry)) {
      warnings.push(`${where}: heading version mark inside the text`);
    }
    const reference =
      unit.kind === 'section'
        ? `${unit.chapter ? `${unit.chapter.id} kap. ` : ''}${unit.id} §`
        : unit.kind === 'transitional'
          ? `Övergångsbestämmelser ${unit.id}`
          : unit.id;
    if (unit.kind === 'section' && lines.length === 1 && REPEALED.test(lines[0] ?? '')) {
      repealedSections.push(reference);
      return;
    }
    let amendedBy: string | undefined;
    const note = AMENDMENT_NOTE.exec(lines.at(-1) ?? '');
    if (note && lines.length > 1) {
      amendedBy = note[1];
      lines.pop();
    }
    if (lines.length === 0) {
      warnings.push(`${where}: no text`);
      return;
    }
    for (const line of unit.kind === 'section' ? lines : []) {
      if (AMENDMENT_NOTE.test(line)) {
        warnings.push(`${where}: amendment note inside the text`);
      }
    }
    const paragraphs = toParagraphs(lines, where, warnings);
    const body = paragraphs.map(renderParagraph).join('\n\n');
    const title = `${reference}${unit.kind === 'section' ? '' : ' till'} ${options.citationName}`;
    const chunk: CorpusChunk = {
      ordinal: chunks.length,
      sectionReference: reference,
      chapter: unit.kind === 'section' && unit.chapter ? chapterNumber(unit.chapter.id) : null,
      section: unit.kind === 'section' ? unit.id : null,
      headingPath: unit.headingPath,
      title,
      content: amendedBy ? `${body}\n\n${amendedBy}.` : body,
      paragraphs,
    };
    if (amendedBy) {
      chunk.amendedBy = amendedBy;
    }
    if (unit.validity.validFrom) {
      chunk.validFrom = unit.validity.validFrom;
    }
    if (unit.validity.validUntil) {
      chunk.validUntil = unit.validity.validUntil;
    }
    if (chunk.chapter !== null && String(chunk.chapter) !== unit.chapter?.id) {
      warnings.push(`${where}: chapter id is not a plain number`);
    }
    chunks.push(chunk);
  };

  const close = () => {
    if (current) {
      if (current.kind === 'section') {
        takeTrailingHeadings(current);
      }
      emit(current);
      current = null;
    }
  };

  const start = (kind: Unit['kind'], id: string, headingPath: string[]) => {
    current = {
      kind,
      id,
      chapter: kind === 'section' ? chapter : null,
      headingPath,
      entries: [],
      validity: {},
    };
  };

  for (const block of blocks) {
    switch (block.kind) {
      case 'text':
        if (current) {
          current.entries.push({ text: block.text });
        } else if (isHeadingLike(block.text)) {
          pending.push({ text: block.text });
        } else {
          warnings.push(`text outside any section: "${block.text.slice(0, 60)}"`);
        }
        break;
      case 'heading':
        close();
        pending.push({ text: block.text });
        break;
      case 'headingVersion':
        (current ? current.entries : pending).push({ headingVersion: block.validity });
        break;
      case 'division':
        close();
        division = block.text;
        chapter = null;
        headingStack = [];
        pending = [];
        break;
      case 'chapter':
        close();
        if (pending.length > 0) {
          warnings.push(`headings before chapter ${block.id} dropped`);
        }
        pending = [];
        chapter = { id: block.id, title: block.title };
        headingStack = [];
        break;
      case 'section': {
        close();
        headingStack = resolveHeadings();
        const outer = [division, chapter?.title].filter((part): part is string => typeof part === 'string');
        start('section', block.id, [...outer, ...headingStack]);
        break;
      }
      case 'sectionVersion':
        if (current && current.kind === 'section' && current.entries.length === 0) {
          current.validity = block.validity;
        } else if (!current || inScope(current)) {
          warnings.push('section version mark not right after a section number');
        }
        break;
      case 'transitional':
        close();
        inTransitional = true;
        division = null;
        chapter = null;
        headingStack = [];
        pending = [];
        break;
      case 'transitionalAct':
        close();
        if (!inTransitional) {
          warnings.push(`transitional act ${block.sfs} outside the transitional provisions`);
        }
        start('transitional', block.sfs, ['Övergångsbestämmelser']);
        break;
      case 'appendix':
        close();
        start('appendix', block.title, [block.title]);
        break;
    }
  }
  close();
  if (pending.length > 0) {
    warnings.push('headings at the end of the text');
  }
  return { chunks, repealedSections, warnings };
};
