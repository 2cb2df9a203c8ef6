import { z } from 'zod';
import { containsPersonalData, maskPersonalData, normalizeForScreening } from './personal-data';

/**
 * Chat input rules (spec 1 §5 'Chat message (client)', §9). Shared by the web form and the chat
 * endpoint: the server runs `validateChatMessage` on every question, so nothing the UI refuses gets
 * through by calling the API directly.
 */

export const CHAT_MESSAGE_MIN = 3;
export const CHAT_MESSAGE_MAX = 3000;
/** The character counter shows from here; it turns red above CHAT_MESSAGE_MAX. */
export const CHAT_COUNTER_FROM = 2500;
/** Only this much of a message may be logged (and masked, see `logSafePrefix`). */
export const CHAT_LOG_PREFIX_CHARS = 50;

export const CHAT_INPUT_MESSAGES = {
  required: 'Meddelandet kan inte vara tomt',
  tooShort: 'Meddelandet måste vara minst 3 tecken långt',
  tooLong: 'Meddelandet får vara max 3000 tecken långt',
  html: 'Meddelandet får inte innehålla HTML-taggar',
  script: 'Meddelandet får inte innehålla skript eller JavaScript',
  code: 'Meddelandet innehåller otillåten kod',
  personalData: 'Meddelandet får inte innehålla personuppgifter som personnummer eller e-postadresser',
  repetition: 'Meddelandet innehåller för mycket repetition',
  suspicious: 'Ogiltig inmatning upptäckt. Försök igen med enklare text.',
} as const;

export type ChatValidationResult = { ok: true; value: string } | { ok: false; message: string };

// ---------------------------------------------------------------------------------------------
// Sanitising. Every regex here is linear: no nested or overlapping quantifiers, and the negated
// classes exclude the character that opens the next match.

/** C0/C1 controls except tab and newline, invisible and bidi characters, noncharacters. */
const CONTROL_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /\u034F|[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\uFFFE\uFFFF]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;
const HORIZONTAL_WHITESPACE = /[^\S\n]+/g;

/** Event-handler attributes that are blocked (and removed) whatever follows the '='. */
const EVENT_HANDLERS =
  'abort|afterprint|animation[a-z]{0,10}|auxclick|beforeinput|beforeprint|beforeunload|begin|blur|change|click|' +
  'contextmenu|copy|cut|dblclick|drag[a-z]{0,5}|drop|end|error|focus[a-z]{0,3}|hashchange|input|invalid|key[a-z]{0,5}|' +
  'load[a-z]{0,10}|message|mouse[a-z]{0,5}|offline|online|pagehide|pageshow|paste|pause|play[a-z]{0,3}|pointer[a-z]{0,6}|' +
  'popstate|readystatechange|repeat|reset|resize|scroll[a-z]{0,3}|search|select[a-z]{0,6}|show|storage|submit|' +
  'toggle|touch[a-z]{0,6}|transition[a-z]{0,6}|unload|wheel';

const HTML_TAG = /<\/?[a-zA-Z][^<>]*>|<[!?][^<>]*>/g;
const SCRIPT_PREFIXES = [
  /<\s*\/?\s*script/gi,
  /(?:java|vb|live|ecma)\s*script\s*:/gi,
  /data\s*:\s*(?:text\/html|text\/javascript|application\/(?:x-)?javascript|image\/svg\+xml)/gi,
  /\bon[a-z]{3,30}\s*=(?=\s*(?:["'`]|[a-z_$][\w$.]{0,60}\s*\())/gi,
  new RegExp(String.raw`\bon(?:${EVENT_HANDLERS})\s*=`, 'gi'),
];

/** Controls, invisible characters and lone surrogates removed; NFC; whitespace collapsed. */
const visibleForm = (text: string): string =>
  text
    .replace(LONE_SURROGATES, '')
    .replace(LINE_BREAKS, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .normalize('NFC')
    .replace(HORIZONTAL_WHITESPACE, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const sanitizeOnce = (text: string): string => {
  let result = visibleForm(text).replace(HTML_TAG, ' ');
  for (const prefix of SCRIPT_PREFIXES) {
    result = result.replace(prefix, ' ');
  }
  return visibleForm(result);
};

const SANITIZE_PASSES = 10;

/**
 * The text the server works with (spec 1 §5 'Output is sanitized'): HTML tags, control and invisible
 * characters and script-like prefixes ('javascript:', 'onerror=', '<script') removed, NFC, runs of
 * spaces collapsed to one, at most one blank line, trimmed. Idempotent. Ordinary punctuation,
 * including a lone '<' or '>', is kept: the text is rendered escaped, never as HTML.
 */
export const sanitizeChatMessage = (text: string): string => {
  let current = text;
  for (let pass = 0; pass < SANITIZE_PASSES; pass += 1) {
    const next = sanitizeOnce(current);
    if (next === current) {
      return next;
    }
    current = next;
  }
  // Nested payloads ('<<b>b>', 'javajavascript:script:') that still rebuild themselves: drop the
  // characters every tag and prefix needs, after which one more pass changes nothing.
  return sanitizeOnce(current.replace(/[<>:=]/g, ' '));
};

const codePointLength = (text: string): number => {
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0xdc00 || code > 0xdfff) {
      length += 1;
    }
  }
  return length;
};

/**
 * Length as the rules count it: characters (code points) after removing invisible and control
 * characters and collapsing whitespace. Use this for the character counter too.
 */
export const chatMessageLength = (text: string): number => codePointLength(visibleForm(text));

// ---------------------------------------------------------------------------------------------
// Rules. They read `normalizeForScreening` of the visible form, so full-width letters, invisible
// characters and line breaks inside a keyword do not hide it.

const HTML_PATTERNS = [
  /<\/?[a-zA-Z][^<>]*>/,
  /<[!?][a-zA-Z-]/,
  // An opening tag with an attribute but no '>' yet: '<img src=x onerror=…'.
  /<[a-zA-Z][a-zA-Z0-9-]{0,30}\s+[a-zA-Z-]{1,30}\s*=/,
];

/** Matched against the lower-cased screening form. */
const SCRIPT_PATTERNS = [
  /<\s*\/?\s*script/,
  /(?:java|vb|live|ecma)\s*script\s*:/,
  /data\s*:\s*(?:text\/html|text\/javascript|application\/(?:x-)?javascript|image\/svg\+xml)/,
  /\bon[a-z]{3,30}\s*=\s*(?:["'`]|[a-z_$][\w$.]{0,60}\s*\()/,
  new RegExp(String.raw`\bon(?:${EVENT_HANDLERS})\s*=`),
  /\b(?:eval|alert|settimeout|setinterval|execscript|fromcharcode|atob)\s*\(/,
  /\bdocument\s*\.\s*(?:cookie|write|location|domain|body|createelement)\b/,
  /\bwindow\s*\.\s*(?:location|open|eval|name)\b/,
  /\bnew\s+function\s*\(/,
  /\bfunction\s*[\w$]{0,40}\s*\([^()]{0,100}\)\s*\{/,
  /=>\s*\{/,
  /\$\{[^{}]{0,200}\}/,
  /\bimport\s*\(\s*["'`]/,
  /\bsrcdoc\s*=/,
  /\bexpression\s*\(/,
];

/**
 * SQL injection and other code (template, path traversal, prototype pollution, header injection).
 * Only code-shaped text: a quote followed by OR/AND and a comparison, a semicolon followed by a
 * statement, UNION SELECT, a comment straight after a quote. SQL words in prose ('select', 'update',
 * 'delete'), semicolons in Swedish sentences and apostrophes are fine. Matched against the
 * lower-cased screening form with inline comments ('/* … *\/') replaced by a space.
 */
const CODE_PATTERNS = [
  /['"`]\s*\)*\s*(?:or|and|xor|\|\||&&)\s+[^\s=<>]{1,40}\s*(?:=|<>|!=|\blike\b)/,
  /\b(?:or|and)\s+(['"`]?)(\w{1,20})\1\s*=\s*(['"`]?)\2\3(?!\w)/,
  /;\s*(?:drop|truncate|alter|create|rename)\s+(?:table|database|schema|index|view|user|column|procedure|function|trigger)\b/,
  /;\s*delete\s+from\s+[\w."`[\]]/,
  /;\s*insert\s+into\s+[\w."`[\]]/,
  /;\s*update\s+[\w."`[\]]{1,64}\s+set\s+[\w."`[\]]{1,64}\s*=/,
  /;\s*(?:exec|execute)\s*(?:\(|xp_|sp_|master\.|immediate\b)/,
  /;\s*(?:shutdown|waitfor\s+delay)\b/,
  /['"`]\s*\)*\s*;\s*(?:select|drop|delete|insert|update|exec|execute|shutdown|truncate|alter|create|declare|--|#|\/\*)/,
  /\bunion\s+(?:all\s+|distinct\s+)?select\b/,
  /\bselect\s+\*\s+from\b/,
  /['"`]\)*(?:--|\/\*|#\s*$)/,
  /['"`]\s*\)*\s*--\s*$/,
  /\b(?:sleep|pg_sleep|benchmark)\s*\(\s*\d/,
  /\bwaitfor\s+delay\s+['"]/,
  /\bxp_cmdshell\b|\binformation_schema\b|@@version\b|\bsqlite_master\b|\bload_file\s*\(|\binto\s+(?:out|dump)file\b/,
  /\{\{[^{}]{0,200}\}\}/,
  /\{%[^%]{0,200}%\}/,
  /__proto__|\bconstructor\s*\.\s*prototype\b|\bconstructor\s*\[/,
  /(?:\.\.[/\\]){2,}|(?:%2e%2e(?:%2f|%5c|\/)){2,}/,
  /%0[ad]|\n\s*(?:bcc|cc|to|from|subject|content-type)\s*:/,
  /\$\([^()]{0,200}\)/,
];

const SQL_INLINE_COMMENT = /\/\*[^*]{0,200}\*\//g;

/** A non-space character 16 times in a row, or the same word 4 times in a row (spec 1 §5). */
const REPEATED_CHARACTER = /(\S)\1{15}/u;
const REPEATED_WORD = /(?<![\p{L}\p{N}])([\p{L}\p{N}]+)(?:[\s,.;:!?-]+\1(?![\p{L}\p{N}])){3}/iu;

const hasExcessiveRepetition = (screen: string): boolean =>
  REPEATED_CHARACTER.test(screen) || REPEATED_WORD.test(screen);

// Suspicious input: conservative signs that a message is not a question at all.
const BASE64_CANDIDATE = /[A-Za-z0-9+/]{56,}/g;
const HEX_BLOB = /(?<![0-9a-f])(?=[0-9a-f]{0,39}[a-f])(?=[0-9a-f]{0,39}\d)[0-9a-f]{40,}/i;
const ENCODED_PAYLOAD = [
  /(?:%[0-9a-f]{2}){12,}/i,
  /%3c\s*\/?\s*[a-z!?]/i,
  /(?:\\x[0-9a-f]{2}){4,}/i,
  /(?:\\u\{?[0-9a-f]{4}\}?){3,}/i,
  /(?:&#x?[0-9a-f]{1,6};?\s*){4,}/i,
  /&(?:lt|#0*60|#x0*3c);?\s*\/?\s*[a-z!?]/i,
];
const MARKDOWN_IMAGE = /!\[[^\]\n]{0,200}\]\(/;
const STACKED_MARKS = /\p{M}{5}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/gu;
/** Punctuation and symbols that ordinary Swedish prose uses; everything else counts as noise. */
const UNUSUAL_SYMBOL = /(?![.,;:!?'"’‘”“«»()[\]§%/&*+=\-–—…@#<>])[\p{P}\p{S}]/gu;
const WORD = /[\p{L}\p{M}]+/gu;
const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

const looksLikeBase64 = (screen: string): boolean => {
  for (const candidate of screen.matchAll(BASE64_CANDIDATE)) {
    const blob = candidate[0];
    if (/[a-z]/.test(blob) && /[A-Z]/.test(blob) && /\d/.test(blob)) {
      return true;
    }
  }
  return false;
};

const mixesLatinAndCyrillic = (screen: string): boolean => {
  if (!CYRILLIC.test(screen)) {
    return false;
  }
  for (const word of screen.matchAll(WORD)) {
    if (LATIN.test(word[0]) && CYRILLIC.test(word[0])) {
      return true;
    }
  }
  return false;
};

const countMatches = (text: string, pattern: RegExp): number => {
  let count = 0;
  for (const _ of text.matchAll(pattern)) {
    count += 1;
  }
  return count;
};

/**
 * What the other rules miss but is clearly not a question: encoded blobs (base64-like runs of 56+
 * characters mixing upper and lower case and digits, hex runs of 40+), URL/HTML-entity/escape encoded
 * payloads, Markdown images (an exfiltration channel), stacked combining marks ('zalgo'), words mixing
 * Latin and Cyrillic letters (homoglyph tricks), text with no letter or digit at all, and text where
 * unusual symbols (emoji included) outnumber letters, 12 or more of them. Returns the spec's message,
 * or null. Conservative by design: Swedish prose, URLs to lagen.nu or riksdagen.se, amounts and
 * section references pass.
 */
export const suspiciousInput = (text: string): string | null => {
  const screen = normalizeForScreening(text);
  const suspicious =
    !LETTER_OR_DIGIT.test(screen) ||
    looksLikeBase64(screen) ||
    HEX_BLOB.test(screen) ||
    ENCODED_PAYLOAD.some((pattern) => pattern.test(screen)) ||
    MARKDOWN_IMAGE.test(screen) ||
    STACKED_MARKS.test(screen) ||
    mixesLatinAndCyrillic(screen) ||
    (() => {
      const symbols = countMatches(screen, UNUSUAL_SYMBOL);
      return symbols >= 12 && symbols > countMatches(screen, LETTER);
    })();
  return suspicious ? CHAT_INPUT_MESSAGES.suspicious : null;
};

const fail = (message: string): ChatValidationResult => ({ ok: false, message });

/** Far beyond any valid message even after NFC; rejected without further work (a 1 MB body, say). */
const HARD_LENGTH_LIMIT = CHAT_MESSAGE_MAX * 8;
const isBlank = (text: string): boolean => text.replace(CONTROL_CHARACTERS, '').trim() === '';

/**
 * The chat message rules in the spec's order; the first that fails gives its message. Never throws.
 * On success `value` is the sanitised text to send on (server: to retrieval and the model).
 */
export const validateChatMessage = (raw: unknown): ChatValidationResult => {
  if (typeof raw !== 'string') {
    return fail(CHAT_INPUT_MESSAGES.required);
  }
  if (raw.length > HARD_LENGTH_LIMIT) {
    return fail(isBlank(raw) ? CHAT_INPUT_MESSAGES.required : CHAT_INPUT_MESSAGES.tooLong);
  }
  const visible = visibleForm(raw);
  if (visible === '') {
    return fail(CHAT_INPUT_MESSAGES.required);
  }
  const length = codePointLength(visible);
  if (length < CHAT_MESSAGE_MIN) {
    return fail(CHAT_INPUT_MESSAGES.tooShort);
  }
  if (length > CHAT_MESSAGE_MAX) {
    return fail(CHAT_INPUT_MESSAGES.tooLong);
  }

  const screen = normalizeForScreening(visible);
  if (HTML_PATTERNS.some((pattern) => pattern.test(screen))) {
    return fail(CHAT_INPUT_MESSAGES.html);
  }
  const lower = screen.toLowerCase();
  if (SCRIPT_PATTERNS.some((pattern) => pattern.test(lower))) {
    return fail(CHAT_INPUT_MESSAGES.script);
  }
  const code = lower.replace(SQL_INLINE_COMMENT, ' ');
  if (CODE_PATTERNS.some((pattern) => pattern.test(code))) {
    return fail(CHAT_INPUT_MESSAGES.code);
  }
  if (containsPersonalData(screen)) {
    return fail(CHAT_INPUT_MESSAGES.personalData);
  }
  if (hasExcessiveRepetition(screen)) {
    return fail(CHAT_INPUT_MESSAGES.repetition);
  }
  const suspicious = suspiciousInput(screen);
  if (suspicious) {
    return fail(suspicious);
  }

  const value = sanitizeChatMessage(raw);
  if (codePointLength(value) < CHAT_MESSAGE_MIN) {
    return fail(value === '' ? CHAT_INPUT_MESSAGES.required : CHAT_INPUT_MESSAGES.tooShort);
  }
  return { ok: true, value };
};

/** string → sanitised string, with the first failing rule's message as the single issue. */
export const ChatMessageSchema = z.string({ error: CHAT_INPUT_MESSAGES.required }).transform((raw, ctx) => {
  const result = validateChatMessage(raw);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }
  return result.value;
});

/**
 * The first CHAT_LOG_PREFIX_CHARS characters for a log line (spec 1 §5: only the first 50 characters
 * are logged), with personal data masked ('*' per character) before cutting, so a number that
 * straddles the cut is masked too, and control characters turned into spaces (log injection).
 */
export const logSafePrefix = (text: unknown): string => {
  if (typeof text !== 'string') {
    return '';
  }
  // Enough context for an e-mail address that starts inside the prefix (64 + 255 characters).
  const masked = maskPersonalData(text.slice(0, 1000)).replace(/\d{6,}/g, (digits) =>
    '*'.repeat(digits.length),
  );
  const safe = masked.replace(LONE_SURROGATES, '').replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ');
  return Array.from(safe).slice(0, CHAT_LOG_PREFIX_CHARS).join('');
};

// ---------------------------------------------------------------------------------------------
// Role (category) and topic (subtopic) choices.

/**
 * Latin letters (å, ä, ö, é …), spaces and hyphens. The spec's subtopic charset is the category's,
 * but topic names in the spec contain '/' ('In-/utgångar och entréer', 'Vanliga misstag /
 * avslagsorsaker'), so SubtopicSchema also allows '/'.
 */
const CATEGORY_PATTERN = /^(?:(?=\p{L})\p{Script=Latin}|[ -])+$/u;
const SUBTOPIC_PATTERN = /^(?:(?=\p{L})\p{Script=Latin}|[ /-])+$/u;

/** Spec 1 §5: the role (category) and topic (subtopic) a question is asked under. */
export const CHAT_CONTEXT_MESSAGES = {
  roleRequired: 'Välj en handläggarroll',
  roleTooLong: 'Kategorin är för lång',
  roleCharacters: 'Kategorin innehåller otillåtna tecken',
  topicRequired: 'Välj ett ämne',
  topicTooLong: 'Ämnet är för långt',
  topicCharacters: 'Ämnet innehåller otillåtna tecken',
} as const;

export const CategorySchema = z
  .string({ error: CHAT_CONTEXT_MESSAGES.roleRequired })
  .trim()
  .normalize('NFC')
  .min(1, { error: CHAT_CONTEXT_MESSAGES.roleRequired, abort: true })
  .max(50, { error: CHAT_CONTEXT_MESSAGES.roleTooLong, abort: true })
  .regex(CATEGORY_PATTERN, CHAT_CONTEXT_MESSAGES.roleCharacters);

export const SubtopicSchema = z
  .string({ error: CHAT_CONTEXT_MESSAGES.topicRequired })
  .trim()
  .normalize('NFC')
  .min(1, { error: CHAT_CONTEXT_MESSAGES.topicRequired, abort: true })
  .max(100, { error: CHAT_CONTEXT_MESSAGES.topicTooLong, abort: true })
  .regex(SUBTOPIC_PATTERN, CHAT_CONTEXT_MESSAGES.topicCharacters);
