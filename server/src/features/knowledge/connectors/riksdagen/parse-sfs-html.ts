import type { StatuteBlock, Validity } from '../../corpus/build-statute-chunks';
import { collapse, decodeEntities, headingLevel, tokenizeHtml } from '../html';

/**
 * Riksdagen's SFS HTML (`dokumentstatus.dokument.html`, also `/dokument/<id>.html`): a header block
 * (`<b>SFS nr</b>: 2017:900<br />` … `<b>Källa</b>: <a href="…sfst?bet=…">…</a><br />`), `<hr />`,
 * then the consolidated text: `<a class="paragraf" name="P5"><b>5 §</b></a>` opens a section,
 * `<p><a name="P5S2"></a></p>` opens its next stycke, headings are `<h3>`/`<h4>` (chapters
 * `<h3 name="K2">2 kap. …</h3>`, `<h3 name="overgang">Övergångsbestämmelser</h3>`), and line breaks
 * inside a stycke are the source's hard wraps.
 */

export type SfsHeader = {
  sfsNumber: string | null;
  ministry: string | null;
  issued: string | null;
  /** 't.o.m. SFS 2025:453' from the 'Ändrad' line; null for a never-amended act. */
  amendedThrough: string | null;
  rkrattsbaserUrl: string | null;
  amendmentRegisterUrl: string | null;
};

export type ParsedSfsHtml = { header: SfsHeader; blocks: StatuteBlock[]; warnings: string[] };

const SECTION_LABEL = /^(\d+(?: ?[a-z])?) ?§$/;
const CHAPTER = /^(\d+(?: [a-z])?) kap\. (.+)$/;
const DIVISION = /^AVDELNING [IVXLC]+\. /;
const ACT = /^\d{4}:\d+$/;
const ITEM_START = /^(?:\d+ ?[a-z]?[.)] |[a-zåäö]\) |- )/;
const AMENDMENT_NOTE = /^(?:Lag|Förordning) \(\d{4}:\d+\)\.$/;
const TRAILING_AMENDMENT = /^(.*[.;:)]) ((?:Lag|Förordning) \(\d{4}:\d+\)\.)$/;
const SECTION_VERSION =
  /^\/(Upphör att gälla|Träder i kraft) [UI]:(\d{4}-\d{2}-\d{2})(?: genom (?:lag|förordning) \(\d{4}:\d+\))?\.?\/$/;
const HEADING_VERSION = /^\/Rubriken (upphör att gälla|träder i kraft) [UI]:(\d{4}-\d{2}-\d{2})\/$/;
const CONTINUATION_WORD = /^(och|eller|samt|respektive|resp\.|till) /;

const headerField = (header: string, label: string): { text: string | null; href: string | null } => {
  const match = new RegExp(`<b>\\s*${label}\\s*</b>\\s*:\\s*([\\s\\S]*?)<br`, 'i').exec(header);
  if (!match?.[1]) {
    return { text: null, href: null };
  }
  const text = collapse(decodeEntities(match[1].replace(/<[^>]+>/g, ' ')));
  const href = /<a\s[^>]*href="([^"]+)"/i.exec(match[1])?.[1] ?? null;
  return { text: text === '' ? null : text, href: href ? decodeEntities(href) : null };
};

const readHeader = (header: string): SfsHeader => {
  const amended = headerField(header, 'Ändrad').text;
  const stamp = amended ? /t\.o\.m\. SFS \d{4}:\d+/.exec(amended)?.[0] : undefined;
  const issued = headerField(header, 'Utfärdad').text;
  return {
    sfsNumber: /\d{4}:\d+/.exec(headerField(header, 'SFS nr').text ?? '')?.[0] ?? null,
    ministry: headerField(header, 'Departement/myndighet').text,
    issued: issued && /^\d{4}-\d{2}-\d{2}/.test(issued) ? issued.slice(0, 10) : null,
    amendedThrough: stamp ?? null,
    rkrattsbaserUrl: headerField(header, 'Källa').href,
    amendmentRegisterUrl: headerField(header, 'Ändringsregister').href,
  };
};

/** Joins a hard-wrapped line onto the one before: 'hän-' + 'syn' → 'hänsyn', 'vård-' + 'och …' → 'vård- och …'. */
const joinWrapped = (before: string, after: string): string => {
  if (/[a-zåäö]-$/.test(before) && !/ -$/.test(before)) {
    if (CONTINUATION_WORD.test(after)) {
      return `${before} ${after}`;
    }
    const lastWord = before.split(' ').at(-1) ?? '';
    // 'fond-i-' + 'fond' keeps its hyphens; a single split word loses the hyphen.
    return /^[a-zåäö]/.test(after) && lastWord.indexOf('-') === lastWord.length - 1
      ? before.slice(0, -1) + after
      : before + after;
  }
  return `${before} ${after}`;
};

/** A line nothing is joined onto: an amendment note, a transitional act number, a finished version mark. */
const closesLine = (line: string): boolean =>
  AMENDMENT_NOTE.test(line) || ACT.test(line) || /^\/.*\/$/.test(line);

/** A line that starts a logical line of its own: those above, a punkt, a version mark. */
const startsLine = (line: string): boolean =>
  closesLine(line) || ITEM_START.test(line) || line.startsWith('/');

/** One stycke's raw text (with the source's line breaks) as logical lines: the stycke, its punkter, marks. */
const toLogicalLines = (raw: string): string[] => {
  const lines: string[] = [];
  for (const physical of raw.split(/\r\n|\r|\n/)) {
    const text = collapse(physical);
    if (text === '') {
      continue;
    }
    const previous = lines.at(-1);
    if (previous?.startsWith('/') && !previous.endsWith('/')) {
      // A version mark wrapped over two lines: '/Upphör att gälla U:2027-01-11 genom' + 'lag (2026:1)./'.
      lines[lines.length - 1] = `${previous} ${text}`;
    } else if (previous === undefined || closesLine(previous) || startsLine(text)) {
      lines.push(text);
    } else {
      lines[lines.length - 1] = joinWrapped(previous, text);
    }
  }
  return lines.flatMap((line) => {
    const trailing = TRAILING_AMENDMENT.exec(line);
    return trailing?.[1] && trailing[2] ? [trailing[1], trailing[2]] : [line];
  });
};

const validityOf = (verb: string, date: string): Validity =>
  /^(upphör|Upphör)/.test(verb) ? { validUntil: date } : { validFrom: date };

const textBlock = (text: string, blocks: StatuteBlock[]) => {
  const sectionVersion = SECTION_VERSION.exec(text);
  const headingVersion = HEADING_VERSION.exec(text);
  if (sectionVersion?.[1] && sectionVersion[2]) {
    blocks.push({ kind: 'sectionVersion', validity: validityOf(sectionVersion[1], sectionVersion[2]) });
  } else if (headingVersion?.[1] && headingVersion[2]) {
    blocks.push({ kind: 'headingVersion', validity: validityOf(headingVersion[1], headingVersion[2]) });
  } else {
    blocks.push({ kind: 'text', text });
  }
};

/** Splits the HTML at its `<hr>` into the header block and the statute text. */
const splitHeader = (html: string): { header: string; body: string } => {
  const hr = /<hr\s*\/?>/i.exec(html);
  if (!hr || !/<b>\s*SFS nr\s*<\/b>/i.test(html.slice(0, hr.index))) {
    return { header: '', body: html };
  }
  return { header: html.slice(0, hr.index), body: html.slice(hr.index + hr[0].length) };
};

/** Parses the HTML into the block stream shared with the bundled statute parsers. */
export const parseSfsHtml = (html: string): ParsedSfsHtml => {
  const warnings: string[] = [];
  const { header, body } = splitHeader(html);
  const blocks: StatuteBlock[] = [];
  let inTransitional = false;
  let stycke = '';
  let capture: { kind: 'section' | 'heading'; level: number; name: string; text: string } | null = null;

  const flushStycke = () => {
    const lines = toLogicalLines(stycke);
    stycke = '';
    for (const line of lines) {
      if (inTransitional && ACT.test(line)) {
        blocks.push({ kind: 'transitionalAct', sfs: line });
      } else {
        textBlock(line, blocks);
      }
    }
  };

  const endCapture = () => {
    if (!capture) {
      return;
    }
    const text = collapse(capture.text);
    if (capture.kind === 'section') {
      const label = SECTION_LABEL.exec(text);
      if (label?.[1]) {
        blocks.push({ kind: 'section', id: label[1].replace(/^(\d+)([a-z])$/, '$1 $2') });
      } else {
        warnings.push(`section anchor ${capture.name} without a 'N §' label: "${text}"`);
      }
    } else if (capture.name === 'overgang' || text === 'Övergångsbestämmelser') {
      inTransitional = true;
      blocks.push({ kind: 'transitional' });
    } else if (text !== '') {
      const chapter = CHAPTER.exec(text);
      if (chapter?.[1] && !inTransitional) {
        blocks.push({ kind: 'chapter', id: chapter[1], title: text });
      } else if (DIVISION.test(text) && !inTransitional) {
        blocks.push({ kind: 'division', text });
      } else if (/^Bilaga( \d+)?$/.test(text)) {
        inTransitional = false;
        blocks.push({ kind: 'appendix', title: text });
      } else {
        blocks.push({ kind: 'heading', text });
      }
    }
    capture = null;
  };

  let skipDepth = 0;
  for (const token of tokenizeHtml(body)) {
    if (skipDepth > 0) {
      // Inside the table of contents ('<div class="sfstoc">'): headings there are links, not structure.
      if (token.type === 'open' && token.name === 'div' && !token.selfClosing) {
        skipDepth++;
      } else if (token.type === 'close' && token.name === 'div') {
        skipDepth--;
      }
      continue;
    }
    if (token.type === 'open' && token.name === 'div' && /\bsfstoc\b/.test(token.attrs.class ?? '')) {
      flushStycke();
      skipDepth = 1;
      continue;
    }
    if (capture) {
      const closesCapture =
        token.type === 'close' &&
        (capture.kind === 'section' ? token.name === 'a' : headingLevel(token.name) === capture.level);
      if (closesCapture) {
        endCapture();
      } else if (token.type === 'text') {
        capture.text += token.text;
      }
      continue;
    }
    if (token.type === 'text') {
      stycke += token.text;
      continue;
    }
    const level = headingLevel(token.name);
    if (token.type === 'open' && token.name === 'a' && /\bparagraf\b/.test(token.attrs.class ?? '')) {
      flushStycke();
      capture = { kind: 'section', level: 0, name: token.attrs.name ?? '', text: '' };
    } else if (token.type === 'open' && level !== null) {
      flushStycke();
      capture = { kind: 'heading', level, name: token.attrs.name ?? token.attrs.id ?? '', text: '' };
    } else if (token.name === 'br') {
      stycke += '\n';
    } else if (['p', 'div', 'table', 'tr', 'pre', 'li'].includes(token.name)) {
      flushStycke();
    }
  }
  endCapture();
  flushStycke();
  return { header: readHeader(header), blocks, warnings };
};
