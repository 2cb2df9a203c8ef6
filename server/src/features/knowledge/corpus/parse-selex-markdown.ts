import { collapseWhitespace, type StatuteBlock } from './build-statute-chunks';

/** The scalar front-matter fields of an SE-Lex file, plus its list of amending acts. */
export type SelexFrontMatter = {
  fields: Record<string, string>;
  /** `andringsforfattningar`: each act's number and its note ('upph.' marks the repealing act). */
  amendments: { sfs: string; note: string }[];
};

export type SelexMarkdown = { frontMatter: SelexFrontMatter; blocks: StatuteBlock[]; warnings: string[] };

const SECTION_HEADING = /^### (\d+(?: [a-z])?) §$/;
const TRAILING_NOTE = /^(.+[.:]) ((?:Lag|Förordning) \(\d{4}:\d+\)\.)$/;
const ACT_LINE = /^\[?(\d{4}:\d+)\]?(?:\([^)]*\))?$/;

const unquote = (value: string): string => value.trim().replace(/^"(.*)"$/, '$1');

const parseFrontMatter = (lines: string[]): SelexFrontMatter => {
  const fields: Record<string, string> = {};
  const amendments: { sfs: string; note: string }[] = [];
  for (const line of lines) {
    const field = /^([a-z_]+): ?(.*)$/.exec(line);
    if (field?.[1] && field[2] !== undefined && field[2] !== '') {
      fields[field[1]] = unquote(field[2]);
      continue;
    }
    const listItem = /^ {2}- beteckning: (.*)$/.exec(line);
    if (listItem?.[1]) {
      amendments.push({ sfs: unquote(listItem[1]), note: '' });
      continue;
    }
    const note = /^ {4}anteckningar: (.*)$/.exec(line);
    const last = amendments.at(-1);
    if (note?.[1] && last) {
      last.note = unquote(note[1]);
    }
  }
  return { fields, amendments };
};

/** Link text only: '[16 §](#16)' → '16 §'; SE-Lex's link targets are not trusted (see PROVENANCE). */
const stripLinks = (text: string): string => text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');

/**
 * Parses an SE-Lex SFS Markdown file: YAML front matter, `## heading`, `### N §`, one paragraph
 * or punkt per block, and `## Övergångsbestämmelser` with one `[YYYY:NNN]` line per act.
 */
export const parseSelexMarkdown = (source: string): SelexMarkdown => {
  const warnings: string[] = [];
  const lines = source.replace(/\r/g, '').split('\n');
  if (lines[0] !== '---') {
    throw new Error('SE-Lex file without front matter');
  }
  const end = lines.indexOf('---', 1);
  if (end < 0) {
    throw new Error('SE-Lex front matter is not closed');
  }
  const frontMatter = parseFrontMatter(lines.slice(1, end));
  const blocks: StatuteBlock[] = [];
  let inTransitional = false;
  const paragraphs = lines
    .slice(end + 1)
    .join('\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  for (const paragraph of paragraphs) {
    const section = SECTION_HEADING.exec(paragraph);
    if (paragraph.startsWith('# ')) {
      continue;
    }
    if (paragraph === '## Övergångsbestämmelser') {
      inTransitional = true;
      blocks.push({ kind: 'transitional' });
    } else if (paragraph.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: collapseWhitespace(paragraph.slice(3)) });
    } else if (section?.[1]) {
      blocks.push({ kind: 'section', id: section[1] });
    } else if (paragraph.startsWith('#')) {
      warnings.push(`unknown heading level: ${paragraph}`);
    } else {
      const text = collapseWhitespace(stripLinks(paragraph));
      const act = ACT_LINE.exec(text);
      const note = TRAILING_NOTE.exec(text);
      if (inTransitional && act?.[1]) {
        blocks.push({ kind: 'transitionalAct', sfs: act[1] });
      } else if (note?.[1] && note[2]) {
        // SE-Lex glues 'Lag (2019:983).' to the last stycke; Riksdagen prints it on its own line.
        blocks.push({ kind: 'text', text: note[1] }, { kind: 'text', text: note[2] });
      } else {
        blocks.push({ kind: 'text', text });
      }
    }
  }
  return { frontMatter, blocks, warnings };
};
