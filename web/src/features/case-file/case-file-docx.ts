import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { AnswerBlock } from '@/features/answer-blocks/answer-block';
import {
  CASE_FILE_TITLE,
  type CaseFile,
  type Footnote,
  producedLine,
  questionTitle,
  SECTION_TITLES,
  UNCONFIRMED_MARK,
} from './case-file';
import { formulaSafeLine } from './export-text';

// Loaded only when an officer exports: the docx library stays out of the main bundle. The case
// file's texts are already cleaned (./export-text); every paragraph is made formula-safe here too,
// as the document's text may be copied on into a spreadsheet.

/** '**bold**' inside a line as bold runs. */
const runs = (text: string): TextRun[] =>
  formulaSafeLine(text)
    .split(/\*\*(.+?)\*\*/g)
    // Odd parts are the text between a pair of '**'.
    .map((part, index) => ({ part, bold: index % 2 === 1 }))
    .filter(({ part }) => part !== '')
    .map(({ part, bold }) => new TextRun({ text: part, bold }));

const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });

/** A paragraph of plain text. */
const plain = (text: string) => new Paragraph({ text: formulaSafeLine(text) });

const answerParagraphs = (answer: readonly AnswerBlock[]): Paragraph[] =>
  answer.flatMap((block) => {
    switch (block.type) {
      case 'heading':
        return [
          new Paragraph({
            children: [new TextRun({ text: formulaSafeLine(block.text.replace(/\*\*/g, '')), bold: true })],
          }),
        ];
      case 'bullets':
        return block.items.map((item) => new Paragraph({ children: runs(item), bullet: { level: 0 } }));
      case 'numbers':
        return block.items.map((item, index) => new Paragraph({ children: runs(`${index + 1}. ${item}`) }));
      default:
        return block.lines.map((line) => new Paragraph({ children: runs(line) }));
    }
  });

const footnoteParagraphs = (title: string, notes: readonly Footnote[]): Paragraph[] =>
  notes.length === 0 ? [] : [heading(title), ...notes.map((note) => plain(`[${note.number}] ${note.text}`))];

/** The case file as a Word document: the same content as the copied text, with headings. */
export const caseFileDocx = (caseFile: CaseFile): Promise<Blob> => {
  const validation: Paragraph[] =
    caseFile.validationSummary || caseFile.unconfirmed.length > 0 ? [heading(SECTION_TITLES.validation)] : [];
  if (caseFile.validationSummary) {
    validation.push(plain(caseFile.validationSummary));
  }
  if (caseFile.unconfirmed.length > 0) {
    validation.push(
      new Paragraph({ children: [new TextRun({ text: `${SECTION_TITLES.unconfirmed}:`, bold: true })] }),
      ...caseFile.unconfirmed.map(
        (item) =>
          new Paragraph({
            bullet: { level: 0 },
            children: [
              new TextRun({ text: `${UNCONFIRMED_MARK}: `, bold: true, color: 'B91C1C' }),
              new TextRun({
                text: `”${item.statement}”${item.issues.length > 0 ? ` (${item.issues.join('; ')})` : ''}`,
              }),
            ],
          }),
      ),
    );
  }
  const document = new Document({
    title: CASE_FILE_TITLE,
    creator: caseFile.producedBy,
    sections: [
      {
        children: [
          new Paragraph({ text: CASE_FILE_TITLE, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: producedLine(caseFile) }),
          ...(caseFile.earlier.length > 0 ? [heading(SECTION_TITLES.earlier)] : []),
          ...caseFile.earlier.flatMap((turn, index) => [
            new Paragraph({
              text: `${SECTION_TITLES.earlierQuestion} ${index + 1}`,
              heading: HeadingLevel.HEADING_3,
            }),
            plain(turn.question),
            ...answerParagraphs(turn.answer),
          ]),
          heading(questionTitle(caseFile)),
          plain(caseFile.question),
          heading(SECTION_TITLES.answer),
          ...answerParagraphs(caseFile.answer),
          ...footnoteParagraphs(SECTION_TITLES.footnotes, caseFile.footnotes),
          ...footnoteParagraphs(SECTION_TITLES.otherSources, caseFile.otherSources),
          ...validation,
        ],
      },
    ],
  });
  return Packer.toBlob(document);
};
