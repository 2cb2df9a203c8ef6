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
