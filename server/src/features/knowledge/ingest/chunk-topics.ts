import { BAB_CATEGORY, type BabTopic } from '@app/common';
import type { CorpusChunk, CorpusDocument } from '../corpus/corpus-types';

// Sections of lag (2018:222) by the chat topic they mostly serve (see sources-and-apis §5.2).
const BAB_LAW_TOPICS: Record<string, BabTopic> = {
  '1': 'Beviljanderegler och kriterier',
  '2': 'Ansökan och handläggning',
  '3': 'Beviljanderegler och kriterier',
  '4': 'Tillgänglighet i flerbostadshus',
  '5': 'Beviljanderegler och kriterier',
  '6': 'Funktionsnedsättning och behov',
  '7': 'Beviljanderegler och kriterier',
  '8': 'Beviljanderegler och kriterier',
  '9': 'Beviljanderegler och kriterier',
  '10': 'Ekonomisk prövning',
  '11': 'Ekonomisk prövning',
  '12': 'Ekonomisk prövning',
  '13': 'Ekonomisk prövning',
  '14': 'Ekonomisk prövning',
  '15': 'Tillgänglighet i flerbostadshus',
  '16': 'Ansökan och handläggning',
  '17': 'Ansökan och handläggning',
  '18': 'Ansökan och handläggning',
  '19': 'Ansökan och handläggning',
  '20': 'Ansökan och handläggning',
  '21': 'Ekonomisk prövning',
  '22': 'Ansökan och handläggning',
  '23': 'Ansökan och handläggning',
  '24': 'Ansökan och handläggning',
};

const COOPERATION_LAWS = new Set(['1993:387', '2017:30', '2025:400']);

/** Category and subtopic shown with a retrieved chunk (spec 1 §3 'Source/context chunk'). */
export const topicForChunk = (
  document: Pick<CorpusDocument, 'sfsNumber' | 'sourceClass'>,
  chunk: Pick<CorpusChunk, 'section'>,
): { category: string | null; subtopic: string | null } => {
  if (document.sourceClass === 'other') {
    return { category: null, subtopic: null };
  }
  if (document.sfsNumber === '2018:222' && chunk.section) {
    return { category: BAB_CATEGORY, subtopic: BAB_LAW_TOPICS[chunk.section.split(' ')[0] ?? ''] ?? null };
  }
  if (document.sfsNumber && COOPERATION_LAWS.has(document.sfsNumber)) {
    return { category: BAB_CATEGORY, subtopic: 'Samverkan med andra aktörer' };
  }
  if (document.sfsNumber === '2018:224') {
    return { category: BAB_CATEGORY, subtopic: 'Ekonomisk prövning' };
  }
  return { category: BAB_CATEGORY, subtopic: 'Ansökan och handläggning' };
};
