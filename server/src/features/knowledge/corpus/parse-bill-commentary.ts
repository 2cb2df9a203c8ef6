import type { PreparatoryNote } from '@app/engine';
import type { ChunkParagraph, CorpusChunk } from './corpus-types';

/** Every bill commentary of ours carries this label; the parser refuses a file without it. */
export const BILL_COMMENTARY_LABEL = 'Sammanfattning skriven av Handläggarstöd, inte propositionens text.';

type CommentaryPart = { pages: string; commentary: string[] };
type SectionPart = CommentaryPart & { sfs: string; section: string; counterpart: string | null };
type TopicPart = CommentaryPart & { id: string; heading: string; relatesTo: string[] };
type BillFile = {
  id: string;
  title: string;
  date: string;
  source: string;
  label: string;
  sections: SectionPart[];
  topics: TopicPart[];
};

export type BillCommentary = {
  /** 'prop. 2017/18:80'. */
  id: string;
  title: string;
  date: string;
  source: string;
  /** The law the bill prepared: how its commentary is stored and found. */
  sfsNumber: string;
  chunks: CorpusChunk[];
  /** Where each section's commentary is stored. */
  notes: PreparatoryNote[];
};

// A sentence's own page reference, which the chunk's reference carries instead: an answer that
// quotes the sentence cites the chunk, and two page references in a row would say it twice.
const OWN_PAGE_REFERENCE = /\s*\((?:prop\. \d{4}\/\d{2}:\d+ )?s\. [\d–-]+(?: f{1,2}\.)?\)(?=[.]?$)/;

const readBillFile = (source: string): BillFile => {
  const file = JSON.parse(source) as BillFile;
  for (const field of ['id', 'title', 'date', 'source', 'label'] as const) {
    if (typeof file[field] !== 'string' || file[field] === '') {
      throw new Error(`bill commentary without ${field}`);
    }
  }
  if (file.label !== BILL_COMMENTARY_LABEL) {
    throw new Error(`bill commentary ${file.id} is not labelled as our own summary`);
  }
  if (!/^prop\. \d{4}\/\d{2}:\d+$/.test(file.id) || !/^https:\/\//.test(file.source)) {
    throw new Error(`bill commentary ${file.id}: id as "prop. 2017/18:80" and an https source`);
  }
  const parts = [...file.sections, ...file.topics];
  if (
    file.sections.length === 0 ||
    parts.some((part) => !/^s\. \d/.test(part.pages) || part.commentary.length === 0)
  ) {
    throw new Error(`bill commentary ${file.id}: every part needs its pages ("s. 69") and commentary`);
  }
  return file;
};

const paragraphsOf = (texts: string[]): ChunkParagraph[] =>
  texts.map((text, i) => ({ number: i + 1, text, items: [] }));

/**
 * Parses our commentary on a bill (data/corpus/preparatory/*.json): a chunk per statute section
 * commented on and per general topic, each referenced as the bill and its pages ("prop. 2017/18:80
 * s. 69"), with the section or topic added where two parts share their pages.
 */
export const parseBillCommentary = (source: string): BillCommentary => {
  const file = readBillFile(source);
  const [first] = file.sections;
  const sfsNumber = first?.sfs ?? '';
  const pages = [...file.sections, ...file.topics].map((part) => part.pages);
  const shared = (part: CommentaryPart) => pages.filter((p) => p === part.pages).length > 1;
  const reference = (part: CommentaryPart, about: string) =>
    `${file.id} ${part.pages}${shared(part) ? ` om ${about}` : ''}`;
  const clean = (part: CommentaryPart) => part.commentary.map((text) => text.replace(OWN_PAGE_REFERENCE, ''));
  const heading = ['Förarbeten', `Prop. ${file.id.slice('prop. '.length)} ${file.title}`];
  const sectionChunks = file.sections.map((part, ordinal): CorpusChunk => {
    const texts = [
      ...clean(part),
      ...(part.counterpart ? [`Paragrafen motsvarar ${part.counterpart}.`] : []),
      file.label,
    ];
    return {
      ordinal,
      sectionReference: reference(part, part.section),
      chapter: null,
      section: null,
      headingPath: heading,
      title: `Förarbeten till ${part.section} lagen (${part.sfs}): ${file.id} ${part.pages}`,
      content: texts.join('\n\n'),
      paragraphs: paragraphsOf(texts),
    };
  });
  const topicChunks = file.topics.map((part, i): CorpusChunk => {
    const texts = [...clean(part), file.label];
    return {
      ordinal: file.sections.length + i,
      sectionReference: reference(part, part.heading.toLowerCase()),
      chapter: null,
      section: null,
      headingPath: heading,
      title: `${part.heading}: ${file.id} ${part.pages}`,
      content: texts.join('\n\n'),
      paragraphs: paragraphsOf(texts),
    };
  });
  return {
    id: file.id,
    title: file.title,
    date: file.date,
    source: file.source,
    sfsNumber,
    chunks: [...sectionChunks, ...topicChunks],
    notes: file.sections.map((part, i) => ({
      section: `${part.sfs} ${part.section}`,
      sfs: sfsNumber,
      reference: sectionChunks[i]?.sectionReference ?? '',
    })),
  };
};
