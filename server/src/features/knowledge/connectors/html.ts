import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';

/**
 * HTML as a flat token stream and text helpers, on htmlparser2 (a maintained, forgiving HTML
 * parser with the full entity table). Enough for the markup of Riksdagen's SFS HTML,
 * Domstolsverket's `innehall` and Boverket's pages; not a DOM.
 */

export type HtmlToken =
  | { type: 'open'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { type: 'close'; name: string }
  | { type: 'text'; text: string };

const VOID_ELEMENTS = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'area',
  'base',
  'col',
  'wbr',
  'source',
]);
/** Elements whose content is never text for a reader. */
const RAW_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg']);

/** Every HTML5 named and numeric character reference, as a browser decodes them. */
export const decodeEntities = (text: string): string => decodeHTML(text);

/**
 * Tags, text and nothing else: comments, doctype, CDATA and raw-text element bodies are dropped.
 * A void element ('br') is one self-closing open token; the parser's implied closes (an
 * unclosed '<p>' before the next) are close tokens like written ones.
 */
export const tokenizeHtml = (html: string): HtmlToken[] => {
  const tokens: HtmlToken[] = [];
  let rawDepth = 0;
  let text = '';
  const flushText = () => {
    if (text !== '') {
      tokens.push({ type: 'text', text });
      text = '';
    }
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (rawDepth > 0 || RAW_TEXT.has(name)) {
          rawDepth += VOID_ELEMENTS.has(name) ? 0 : 1;
          return;
        }
        flushText();
        tokens.push({ type: 'open', name, attrs: { ...attribs }, selfClosing: VOID_ELEMENTS.has(name) });
      },
      ontext(value) {
        if (rawDepth === 0) {
          text += value;
        }
      },
      onclosetag(name) {
        if (VOID_ELEMENTS.has(name)) {
          return;
        }
        if (rawDepth > 0) {
          rawDepth--;
          return;
        }
        flushText();
        tokens.push({ type: 'close', name });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  flushText();
  return tokens;
};

/** Runs of whitespace (no-break spaces too) become one space. */
export const collapse = (text: string): string => text.replace(/[\s\u00a0]+/g, ' ').trim();

export const BLOCK_ELEMENTS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'nav',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'form',
]);

export const headingLevel = (name: string): number | null => {
  const match = /^h([1-6])$/.exec(name);
  return match?.[1] ? Number(match[1]) : null;
};

/** Block-aware plain text: one paragraph per block element, '<br>' a line break, paragraphs split by a blank line. */
export const htmlToText = (html: string): string => {
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    const lines = current
      .split('\n')
      .map(collapse)
      .filter((line) => line !== '');
    if (lines.length > 0) {
      paragraphs.push(lines.join('\n'));
    }
    current = '';
  };
  for (const token of tokenizeHtml(html)) {
    if (token.type === 'text') {
      current += token.text.replace(/[\r\n]+/g, ' ');
    } else if (token.name === 'br') {
      current += '\n';
    } else if (BLOCK_ELEMENTS.has(token.name)) {
      if (token.type === 'open' && token.name === 'li') {
        flush();
        current = '- ';
      } else {
        flush();
      }
    }
  }
  flush();
  return paragraphs.join('\n\n');
};

/**
 * The inner HTML of the first element of this tag name (e.g. 'main'), matching nested elements of
 * the same name; null when absent. `where` narrows by an attribute test on the opening tag.
 */
export const innerHtmlOf = (
  html: string,
  name: string,
  where: (attrs: Record<string, string>) => boolean = () => true,
): string | null => {
  let start: number | null = null;
  let end: number | null = null;
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        if (end !== null || tag !== name) {
          return;
        }
        if (start === null && where({ ...attribs })) {
          start = parser.endIndex + 1;
          depth = 1;
        } else if (start !== null) {
          depth++;
        }
      },
      onclosetag(tag) {
        if (start === null || end !== null || tag !== name) {
          return;
        }
        depth--;
        if (depth === 0) {
          // An implied close (at the end of the input) has no '</name>' to cut before.
          end = html.slice(parser.startIndex, parser.endIndex + 1).startsWith('</')
            ? parser.startIndex
            : html.length;
        }
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return start === null ? null : html.slice(start, end ?? html.length);
};

export const hasClass = (attrs: Record<string, string>, className: string): boolean =>
  (attrs.class ?? '').split(/\s+/).includes(className);
