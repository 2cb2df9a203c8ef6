/**
 * A small, forgiving HTML tokenizer and text helpers (Node built-ins only). Enough for the markup
 * of Riksdagen's SFS HTML, Domstolsverket's `innehall` and Boverket's pages; not a DOM.
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

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '',
  sect: '§',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  aring: 'å',
  Aring: 'Å',
  auml: 'ä',
  Auml: 'Ä',
  ouml: 'ö',
  Ouml: 'Ö',
  eacute: 'é',
  Eacute: 'É',
  uuml: 'ü',
  Uuml: 'Ü',
  aelig: 'æ',
  oslash: 'ø',
  times: '×',
  copy: '©',
};

export const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) {
      const code = Number.parseInt(entity.slice(2), 16);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    if (entity.startsWith('#')) {
      const code = Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity] ?? whole;
  });

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

const parseAttributes = (source: string): Record<string, string> => {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name) {
      attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    }
  }
  return attrs;
};

/** Tags, text and nothing else: comments, doctype, CDATA and raw-text element bodies are dropped. */
export const tokenizeHtml = (html: string): HtmlToken[] => {
  const tokens: HtmlToken[] = [];
  let i = 0;
  const pushText = (raw: string) => {
    if (raw !== '') {
      tokens.push({ type: 'text', text: decodeEntities(raw) });
    }
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      pushText(html.slice(i));
      break;
    }
    pushText(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', lt) || html.startsWith('<?', lt)) {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)([^>]*)>/.exec(html.slice(lt, lt + 4000));
    if (!tag) {
      // A stray '<' is text.
      pushText('<');
      i = lt + 1;
      continue;
    }
    const [whole, slash, rawName, rest = ''] = tag;
    const name = (rawName ?? '').toLowerCase();
    i = lt + whole.length;
    if (slash) {
      tokens.push({ type: 'close', name });
      continue;
    }
    const selfClosing = rest.trimEnd().endsWith('/') || VOID_ELEMENTS.has(name);
    if (RAW_TEXT.has(name) && !selfClosing) {
      const close = html.toLowerCase().indexOf(`</${name}`, i);
      const end = close < 0 ? html.length : html.indexOf('>', close) + 1 || html.length;
      i = end;
      continue;
    }
    tokens.push({ type: 'open', name, attrs: parseAttributes(rest.replace(/\/\s*$/, '')), selfClosing });
  }
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
  const open = new RegExp(`<${name}(\\s[^>]*)?>`, 'gi');
  for (const match of html.matchAll(open)) {
    const attrs = parseAttributes(match[1] ?? '');
    if (!where(attrs)) {
      continue;
    }
    const start = (match.index ?? 0) + match[0].length;
    const tags = new RegExp(`<(/?)${name}(\\s[^>]*)?>`, 'gi');
    tags.lastIndex = start;
    let depth = 1;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        return html.slice(start, tag.index);
      }
    }
    return html.slice(start);
  }
  return null;
};

export const hasClass = (attrs: Record<string, string>, className: string): boolean =>
  (attrs.class ?? '').split(/\s+/).includes(className);
