import type { LawDomain } from '@app/engine';
import type { CorpusChunk, CorpusDocument } from '../corpus/corpus-types';

/** Category and subtopic shown with a retrieved chunk (spec 1 §3 'Source/context chunk'). */
export type ChunkTopic = { category: string | null; subtopic: string | null };

export type ChunkTopics = (
  document: Pick<CorpusDocument, 'sfsNumber' | 'sourceClass'>,
  chunk: Pick<CorpusChunk, 'section'>,
) => ChunkTopic;

/** What the topics of a chunk come from: a law area's role and its domain's topics. */
export type TopicArea = {
  role: string;
  domain: Pick<LawDomain, 'primaryStatutes' | 'sectionTopics' | 'lawTopics' | 'defaultTopic'>;
};

const claims = ({ domain }: TopicArea, sfs: string): boolean =>
  domain.primaryStatutes.includes(sfs) || sfs in domain.sectionTopics || sfs in domain.lawTopics;

/**
 * A chunk's category is the role of the law area whose domain claims its law (the first loaded
 * area for a law none claims), its subtopic the topic that area's domain gives the chunk's
 * section, else its whole law, else the area's default topic. Other sources have neither.
 */
export const createChunkTopics = (areas: readonly TopicArea[]): ChunkTopics => {
  const [first] = areas;
  return (document, chunk) => {
    const sfs = document.sfsNumber;
    const area = (sfs ? areas.find((candidate) => claims(candidate, sfs)) : undefined) ?? first;
    if (!area || document.sourceClass === 'other') {
      return { category: null, subtopic: null };
    }
    const { sectionTopics, lawTopics, defaultTopic } = area.domain;
    const sections = sfs ? sectionTopics[sfs] : undefined;
    if (sections && chunk.section) {
      return { category: area.role, subtopic: sections[chunk.section.split(' ')[0] ?? ''] ?? null };
    }
    return { category: area.role, subtopic: (sfs ? lawTopics[sfs] : undefined) ?? defaultTopic };
  };
};
