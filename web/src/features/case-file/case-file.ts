import { SWEDISH_TIME_ZONE } from '@app/common';
import type { AnswerBlock } from '@/features/answer-blocks/answer-block';
import type { DisplayedSource, ValidationReport } from '@/features/answer-blocks/answer-types';
import { displayedBlocks } from '@/features/answer-blocks/formatted-answer';
import { safeSourceUrl, versionLabel } from '@/features/answer-blocks/source-labels';
import { exportText, formulaSafeText } from './export-text';

/**
 * An answer made ready for the case file: the one source of truth for 'Kopiera med källor', the
 * .docx export and the print view. Built in the browser from the answer as the screen shows it:
 * its blocks, with markup, bidi and zero-width characters and unsafe links taken out.
 */

export type Confirmation = 'confirmed' | 'partly' | 'unconfirmed';

/** Whether validation found the statements drawn from a source in its text. */
export const confirmationText = (confirmation: Confirmation, valid: number, total: number): string => {
  if (confirmation === 'confirmed') {
    return 'Bekräftad mot källtexten';
  }
  if (confirmation === 'partly') {
    return `Delvis bekräftad mot källtexten (${valid} av ${total} påståenden)`;
  }
  return 'Ej bekräftad mot källtexten';
};

/** The heading of the exported document and the print view. */
export const CASE_FILE_TITLE = 'Svar med källor';

export const MISSING_URL_TEXT = 'Länk saknas';
export const UNCONFIRMED_MARK = 'Ej bekräftat';

export type Footnote = {
  number: number;
  /** The section, e.g. '5 §' or a ruling's id. */
  section: string;
  /** The statute or document, with its SFS number when its name lacks it. */
  statute: string;
  /** 'Lydelse t.o.m. SFS 2025:453', or null when the point in time is unknown. */
  versionLabel: string | null;
  url: string | null;
  /** Null for a source the answer neither cites nor has a statement checked against. */
  confirmation: Confirmation | null;
  /** The footnote as one line, without its number. */
  text: string;
};

export type UnconfirmedStatement = { statement: string; issues: string[] };

/** A question answered earlier in the conversation, with its answer as the screen showed it. */
export type ConversationTurn = { question: string; answer: string };

/** An earlier turn made ready for the case file: a follow-up answer makes sense only after it. */
export type EarlierTurn = { question: string; answer: AnswerBlock[] };

export type CaseFile = {
  /** The conversation's questions and answers before this one, oldest first. */
  earlier: EarlierTurn[];
  question: string;
  /** The answer's blocks as shown, each citation of a source replaced by its footnote mark '[n]'. */
  answer: AnswerBlock[];
  /** The sources the answer cites, numbered in the order they are first cited. */
  footnotes: Footnote[];
  /** Sources the answer drew on but does not cite, numbered after the footnotes. */
  otherSources: Footnote[];
  /** '3 av 4 påståenden stöds av källorna.' (shown under 'Validering'), or null when nothing was checked. */
  validationSummary: string | null;
  /** Every statement validation did not confirm: marked, never dropped. */
  unconfirmed: UnconfirmedStatement[];
  /** 'YYYY-MM-DD' in Swedish time. */
  date: string;
  /** The product and its version, e.g. 'Handläggarstöd 1.4.0'. */
  producedBy: string;
};

export type CaseFileInput = {
  /** The questions answered before this one in the conversation, oldest first. */
  earlier: readonly ConversationTurn[];
  question: string;
  answer: string;
  sources: readonly DisplayedSource[];
  validation: ValidationReport | null;
  productName: string;
  /** From /api/version; null when it could not be read. */
  version: string | null;
  now: Date;
};

const isoDateFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SWEDISH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' for the day in Sweden ('sv-SE' writes dates in ISO order). */
export const swedishIsoDate = (date: Date): string => isoDateFormat.format(date);

export const caseFileName = (date: Date): string => `handlaggarstod-svar-${swedishIsoDate(date)}.docx`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const statuteOf = (source: DisplayedSource): string => {
  const name = source.source.trim() || source.title.trim();
  const sfs = source.sfs_number?.trim();
  return sfs && !name.includes(sfs) ? `${name} (SFS ${sfs})` : name;
};

const confirmationOf = (source: DisplayedSource, validation: ValidationReport | null, cited: boolean) => {
  const checks = (validation?.statements ?? []).filter((check) => check.chunkId === source.id);
  if (!cited && checks.length === 0) {
    // Nothing in the answer rests on it: there is nothing to confirm or deny.
    return { confirmation: null, text: '' };
  }
  const valid = checks.filter((check) => check.valid).length;
  const confirmation: Confirmation =
    valid === 0 ? 'unconfirmed' : valid === checks.length ? 'confirmed' : 'partly';
  return { confirmation, text: confirmationText(confirmation, valid, checks.length) };
};

const toFootnote = (
  number: number,
  source: DisplayedSource,
  validation: ValidationReport | null,
  cited: boolean,
): Footnote => {
  const section = source.section_reference.trim();
  const statute = statuteOf(source);
  const label = versionLabel(source.version_stamp);
  const url = safeSourceUrl(source.source_url);
  const { confirmation, text: confirmed } = confirmationOf(source, validation, cited);
  const heading = section && section !== statute ? `${section}, ${statute}` : statute;
  const text = [heading, label, url ?? MISSING_URL_TEXT, confirmed].filter(Boolean).join('. ');
  return { number, section, statute, versionLabel: label, url, confirmation, text: exportText(`${text}.`) };
};

/** The blocks the screen shows, their text cleaned; '**' only where the screen makes it bold. */
const exportBlocks = (answer: string): AnswerBlock[] => {
  const { blocks, plain } = displayedBlocks(answer);
  const clean = (text: string) => {
    const cleaned = exportText(text);
    return plain ? cleaned.replace(/\*\*/g, '') : cleaned;
  };
  return blocks
    .map((block): AnswerBlock => {
      switch (block.type) {
        case 'heading':
          return { type: 'heading', text: clean(block.text) };
        case 'paragraph':
          return { type: 'paragraph', lines: block.lines.map(clean).filter(Boolean) };
        default:
          return { type: block.type, items: block.items.map(clean).filter(Boolean) };
      }
    })
    .filter((block) =>
      block.type === 'heading'
        ? block.text
        : block.type === 'paragraph'
          ? block.lines.length
          : block.items.length,
    );
};

/**
 * The case-file form of an answer: each '(citation)' of a given source becomes '[n]' (a source
 * cited twice keeps its number), the cited sources become footnotes, and every statement
 * validation did not confirm is listed.
 */
export const buildCaseFile = (input: CaseFileInput): CaseFile => {
  const byCitation = new Map<string, DisplayedSource>();
  for (const source of input.sources) {
    const citation = source.citation.trim();
    if (citation && !byCitation.has(citation)) {
      byCitation.set(citation, source);
    }
  }
  // Longest first, so a citation that contains another is matched whole.
  const labels = [...byCitation.keys()].sort((a, b) => b.length - a.length);
  const cited: DisplayedSource[] = [];
  const answer =
    labels.length === 0
      ? input.answer
      : input.answer.replace(
          new RegExp(`\\s?\\((${labels.map(escapeRegExp).join('|')})\\)`, 'g'),
          (_match, label: string) => {
            const source = byCitation.get(label) as DisplayedSource;
            let index = cited.indexOf(source);
            if (index === -1) {
              index = cited.push(source) - 1;
            }
            return ` [${index + 1}]`;
          },
        );
  const footnotes = cited.map((source, index) => toFootnote(index + 1, source, input.validation, true));
  // One entry per citation label: the same section retrieved twice is one source.
  const uncited = input.sources.filter((source) => {
    const citation = source.citation.trim();
    return citation === '' || (byCitation.get(citation) === source && !cited.includes(source));
  });
  const otherSources = uncited.map((source, index) =>
    toFootnote(footnotes.length + index + 1, source, input.validation, false),
  );
  const validation = input.validation;
  return {
    earlier: input.earlier.map((turn) => ({
      question: exportText(turn.question),
      answer: exportBlocks(turn.answer),
    })),
    question: exportText(input.question),
    answer: exportBlocks(answer),
    footnotes,
    otherSources,
    validationSummary:
      validation && validation.total > 0
        ? `${validation.valid} av ${validation.total} påståenden stöds av källorna.`
        : null,
    unconfirmed: (validation?.statements ?? [])
      .filter((check) => !check.valid)
      .map((check) => ({ statement: exportText(check.statement), issues: check.issues.map(exportText) })),
    date: swedishIsoDate(input.now),
    producedBy: `${input.productName} ${input.version ?? '(okänd version)'}`.trim(),
  };
};

const withoutBold = (text: string) => text.replace(/\*\*/g, '');

/** The answer's blocks as lines of text: bullets as '•', numbered items as '1.'. */
const answerLines = (blocks: readonly AnswerBlock[]): string =>
  blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return withoutBold(block.text);
        case 'paragraph':
          return block.lines.map(withoutBold).join('\n');
        case 'bullets':
          return block.items.map((item) => `• ${withoutBold(item)}`).join('\n');
        default:
          return block.items.map((item, index) => `${index + 1}. ${withoutBold(item)}`).join('\n');
      }
    })
    .join('\n');

export const SECTION_TITLES = {
  earlier: 'Tidigare i konversationen',
  /** Numbers an earlier question: 'Fråga 1'. */
  earlierQuestion: 'Fråga',
  question: 'Fråga',
  /** Heads the exported question when questions came before it. */
  followUp: 'Följdfråga',
  answer: 'Svar',
  footnotes: 'Källor',
  otherSources: 'Övriga hämtade källor (inte hänvisade till i svaret)',
  validation: 'Validering',
  unconfirmed: 'Påståenden som valideringen inte bekräftade',
} as const;

export const unconfirmedLine = (item: UnconfirmedStatement): string =>
  `${UNCONFIRMED_MARK}: ”${item.statement}”${item.issues.length > 0 ? ` (${item.issues.join('; ')})` : ''}`;

/** 'Fråga', or 'Följdfråga' when the case file carries the questions before it. */
export const questionTitle = (caseFile: CaseFile): string =>
  caseFile.earlier.length > 0 ? SECTION_TITLES.followUp : SECTION_TITLES.question;

export const producedLine = (caseFile: CaseFile): string =>
  `Framtaget med ${caseFile.producedBy} den ${caseFile.date}.`;

/**
 * The plain text for the clipboard: the questions and answers before it, question, answer with marks, footnotes, validation, date and
 * version. No line starts a spreadsheet formula.
 */
export const caseFileText = (caseFile: CaseFile): string => {
  const earlier =
    caseFile.earlier.length === 0
      ? []
      : [
          `${SECTION_TITLES.earlier}:\n${caseFile.earlier
            .map(
              (turn, index) =>
                `${SECTION_TITLES.earlierQuestion} ${index + 1}: ${turn.question}\n${SECTION_TITLES.answer}:\n${answerLines(turn.answer)}`,
            )
            .join('\n\n')}`,
        ];
  const parts = [
    ...earlier,
    `${questionTitle(caseFile)}: ${caseFile.question}`,
    `${SECTION_TITLES.answer}:\n${answerLines(caseFile.answer)}`,
  ];
  if (caseFile.footnotes.length > 0) {
    parts.push(
      `${SECTION_TITLES.footnotes}:\n${caseFile.footnotes.map((note) => `[${note.number}] ${note.text}`).join('\n')}`,
    );
  }
  if (caseFile.otherSources.length > 0) {
    parts.push(
      `${SECTION_TITLES.otherSources}:\n${caseFile.otherSources.map((note) => `[${note.number}] ${note.text}`).join('\n')}`,
    );
  }
  if (caseFile.validationSummary) {
    parts.push(`${SECTION_TITLES.validation}: ${caseFile.validationSummary}`);
  }
  if (caseFile.unconfirmed.length > 0) {
    parts.push(
      `${SECTION_TITLES.unconfirmed}:\n${caseFile.unconfirmed.map((item) => `• ${unconfirmedLine(item)}`).join('\n')}`,
    );
  }
  parts.push(producedLine(caseFile));
  return `${formulaSafeText(parts.join('\n\n'))}\n`;
};
