import { Fragment, type ReactNode } from 'react';
import { keepsEnoughStructure, plainParagraphs, safeAnswerText } from './answer-safeguards';

/**
 * The answer's light markup as blocks: a line that is only '**…**' (or '# …') is a heading, runs of
 * '- ' / '* ' / '• ' lines a bullet list, runs of '1. ' lines a numbered list, other runs of lines
 * a paragraph. Everything is plain text: no HTML, no links, no images.
 */
export type AnswerBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; lines: string[] }
  | { type: 'bullets'; items: string[] }
  | { type: 'numbers'; items: string[] };

const HEADING = /^(?:\*\*(.+?)\*\*:?|#{1,6}\s+(.+))$/;
const BULLET = /^[-*•]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;

export const parseAnswer = (text: string): AnswerBlock[] => {
  const blocks: AnswerBlock[] = [];
  const last = () => blocks[blocks.length - 1];
  let open = false;
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      open = false;
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    const previous = open ? last() : undefined;
    if (heading) {
      blocks.push({ type: 'heading', text: (heading[1] ?? heading[2] ?? '').trim() });
      open = false;
    } else if (bullet) {
      const item = bullet[1] ?? '';
      if (previous?.type === 'bullets') {
        previous.items.push(item);
      } else {
        blocks.push({ type: 'bullets', items: [item] });
      }
      open = true;
    } else if (numbered) {
      const item = numbered[1] ?? '';
      if (previous?.type === 'numbers') {
        previous.items.push(item);
      } else {
        blocks.push({ type: 'numbers', items: [item] });
      }
      open = true;
    } else if (previous?.type === 'paragraph') {
      previous.lines.push(line);
    } else {
      blocks.push({ type: 'paragraph', lines: [line] });
      open = true;
    }
  }
  return blocks;
};

/** '**bold**' inside a line as <strong>; the rest as text. */
export const renderInline = (text: string): ReactNode[] =>
  text.split(/\*\*(.+?)\*\*/g).map((part, index) =>
    // Odd parts are the text between a pair of '**'.
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
      <strong key={index} className="font-semibold text-slate-900">
        {part}
      </strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
      <Fragment key={index}>{part}</Fragment>
    ),
  );

/**
 * The blocks an answer is shown as: cleaned first, and plain paragraphs of the original when the
 * formatting would lose most of it (see answer-safeguards), shown as they are, '**' and all.
 */
export const displayedBlocks = (text: string): { blocks: AnswerBlock[]; plain: boolean } => {
  const parsed = parseAnswer(safeAnswerText(text));
  const plain = !keepsEnoughStructure(parsed, text);
  return { blocks: plain ? plainParagraphs(text) : parsed, plain };
};

/** An answer rendered as React elements (never as HTML). */
export function FormattedAnswer({ text }: { text: string }) {
  return <AnswerBlocks {...displayedBlocks(text)} />;
}

/** Answer blocks as React elements; '**bold**' as bold unless the blocks are `plain`. */
export function AnswerBlocks({ blocks, plain = false }: { blocks: readonly AnswerBlock[]; plain?: boolean }) {
  const inline = plain ? (line: string): ReactNode => line : renderInline;
  return (
    <div className="grid gap-2 leading-relaxed break-words">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading':
            return (
              <p key={key} className="mt-1 font-semibold text-slate-900 first:mt-0">
                {inline(block.text)}
              </p>
            );
          case 'bullets':
            return (
              <ul key={key} className="grid list-disc gap-1 pl-5">
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items of a finished block never move
                  <li key={itemIndex}>{inline(item)}</li>
                ))}
              </ul>
            );
          case 'numbers':
            return (
              <ol key={key} className="grid list-decimal gap-1 pl-5">
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items of a finished block never move
                  <li key={itemIndex}>{inline(item)}</li>
                ))}
              </ol>
            );
          default:
            return (
              <p key={key}>
                {block.lines.map((line, lineIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines of a finished block never move
                  <Fragment key={lineIndex}>
                    {lineIndex > 0 ? <br /> : null}
                    {inline(line)}
                  </Fragment>
                ))}
              </p>
            );
        }
      })}
    </div>
  );
}
