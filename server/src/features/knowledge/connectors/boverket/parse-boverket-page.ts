import type { CorpusChunk } from '../../corpus/corpus-types';
import { collapse, hasClass, headingLevel, innerHtmlOf, tokenizeHtml } from '../html';

/**
 * A page of a Boverket handbook (sources-and-apis §4): an `<h1>`, a 'Granskad:' (reviewed)
 * date, a lead, prose under `<h2>`–`<h4>` headings, boxed statute quotes and case write-ups, all
 * inside the page's `<main>` (site menus, breadcrumbs and footer around it are dropped).
 *
 * Chunking: one chunk per heading section. The text before the first `<h2>` is the lead chunk
 * under [h1]; each heading starts a chunk whose headingPath is [h1, …enclosing headings, heading].
 * A heading with no text of its own (only sub-headings) gives no chunk but stays in the paths.
 */

export type BoverketPage = {
  title: string;
  /** YYYY-MM-DD from 'Granskad: 12 mars 2024' (or an ISO date); null when the page has none. */
  reviewed: string | null;
  chunks: CorpusChunk[];
  /** Every link on the whole page (menus included), as written in href. */
  links: string[];
  /** The main content as plain text, for the content hash. */
  text: string;
};

const MONTHS = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
];

/** Elements inside `<main>` that are page chrome, not handbook text. */
const SKIPPED = new Set(['nav', 'aside', 'form', 'button', 'footer', 'header', 'figure', 'iframe', 'select']);
const SKIPPED_CLASSES = ['breadcrumb', 'breadcrumbs', 'share', 'page-feedback', 'related-links', 'skip-link'];
const GRANSKAD = /Granskad:?\s*(\d{4}-\d{2}-\d{2}|\d{1,2}\s+[a-zåäö]+\s+\d{4})/i;

export const parseSwedishDate = (value: string): string | null => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return value;
  }
  const match = /^(\d{1,2})\s+([a-zåäö]+)\s+(\d{4})$/i.exec(value.trim());
  const month = match?.[2] ? MONTHS.indexOf(match[2].toLowerCase()) + 1 : 0;
  if (!match?.[1] || !match[3] || month === 0) {
    return null;
  }
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[1].padStart(2, '0')}`;
};

const mainContent = (html: string): string =>
  innerHtmlOf(html, 'main') ??
  innerHtmlOf(html, 'article') ??
  innerHtmlOf(html, 'div', (attrs) => attrs.id === 'main-content' || attrs.id === 'content') ??
  innerHtmlOf(html, 'body') ??
  html;

type Section = { level: number; heading: string; path: string[]; paragraphs: string[] };

export const parseBoverketPage = (html: string): BoverketPage => {
  const links = [...html.matchAll(/<a\s[^>]*href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((href) => href !== '');
  const tokens = tokenizeHtml(mainContent(html));
  let title = '';
  let reviewed: string | null = null;
  const sections: Section[] = [{ level: 1, heading: '', path: [], paragraphs: [] }];
  let stack: { level: number; text: string }[] = [];
  let skipDepth = 0;
  let skipName = '';
  let text = '';
  let headingCapture: { level: number; text: string } | null = null;
  let listItem = false;

  const flush = () => {
    let paragraph = collapse(text);
    text = '';
    const granskad = GRANSKAD.exec(paragraph);
    if (granskad?.[1]) {
      reviewed ??= parseSwedishDate(granskad[1].replace(/\s+/g, ' '));
      paragraph = collapse(paragraph.replace(GRANSKAD, ''));
    }
    if (paragraph !== '') {
      sections.at(-1)?.paragraphs.push(listItem ? `- ${paragraph}` : paragraph);
    }
    listItem = false;
  };

  for (const token of tokens) {
    if (skipDepth > 0) {
      if (token.type === 'open' && token.name === skipName && !token.selfClosing) {
        skipDepth++;
      } else if (token.type === 'close' && token.name === skipName) {
        skipDepth--;
      }
      continue;
    }
    if (headingCapture) {
      if (token.type === 'text') {
        headingCapture.text += token.text;
      } else if (token.type === 'close' && headingLevel(token.name) === headingCapture.level) {
        const heading = collapse(headingCapture.text);
        const level = headingCapture.level;
        headingCapture = null;
        if (heading === '') {
          continue;
        }
        if (level === 1) {
          title ||= heading;
          continue;
        }
        stack = [...stack.filter((entry) => entry.level < level), { level, text: heading }];
        sections.push({ level, heading, path: stack.map((entry) => entry.text), paragraphs: [] });
      }
      continue;
    }
    if (token.type === 'text') {
      text += token.text;
      continue;
    }
    if (
      token.type === 'open' &&
      !token.selfClosing &&
      (SKIPPED.has(token.name) || SKIPPED_CLASSES.some((name) => hasClass(token.attrs, name)))
    ) {
      flush();
      skipDepth = 1;
      skipName = token.name;
      continue;
    }
    const level = headingLevel(token.name);
    if (token.type === 'open' && level !== null) {
      flush();
      headingCapture = { level, text: '' };
    } else if (token.name === 'br') {
      text += ' ';
    } else if (token.name === 'li' && token.type === 'open') {
      flush();
      listItem = true;
    } else if (
      ['p', 'div', 'li', 'ul', 'ol', 'tr', 'table', 'blockquote', 'section', 'dd', 'dt'].includes(token.name)
    ) {
      flush();
    }
  }
  flush();

  if (title === '') {
    title = collapse(/<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '').replace(/\s*[-|–]\s*Boverket$/i, '');
  }
  if (reviewed === null) {
    // Some layouts print the date outside <main>.
    const outside = GRANSKAD.exec(collapse(html.replace(/<[^>]+>/g, ' ')));
    reviewed = outside?.[1] ? parseSwedishDate(outside[1]) : null;
  }

  const used = new Map<string, number>();
  const chunks: CorpusChunk[] = [];
  for (const section of sections) {
    if (section.paragraphs.length === 0) {
      continue;
    }
    const headingPath = [title, ...section.path].filter((part) => part !== '');
    const base = section.path.length > 0 ? section.path.join(' – ') : title;
    const seen = (used.get(base) ?? 0) + 1;
    used.set(base, seen);
    chunks.push({
      ordinal: chunks.length,
      sectionReference: seen > 1 ? `${base} (${seen})` : base,
      chapter: null,
      section: null,
      headingPath,
      title: section.heading ? `${title}: ${section.heading}` : title,
      content: section.paragraphs.join('\n\n'),
      paragraphs: [],
    });
  }
  const pageText = chunks.map((chunk) => `${chunk.headingPath.join(' > ')}\n${chunk.content}`).join('\n\n');
  return { title, reviewed, chunks, links, text: pageText };
};
