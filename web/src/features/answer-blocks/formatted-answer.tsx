import { Fragment, type ReactNode } from 'react';
import { type AnswerBlock, parseAnswer } from './answer-block';
import { keepsEnoughStructure, plainParagraphs, safeAnswerText } from './answer-safeguards';

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
