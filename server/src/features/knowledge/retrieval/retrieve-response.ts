import type { RetrievedSource, RetrieveResponse } from '@app/common';
import type { Passage, Retrieval } from '@app/engine';

/** The wire format of `POST /api/retrieve` (spec 1 §9 field names). */
export const toRetrievedSource = (passage: Passage): RetrievedSource => {
  const similarity = Math.max(0, Math.min(1, passage.score));
  return {
    id: passage.id,
    title: passage.title,
    snippet: passage.snippet,
    content: passage.content,
    source: passage.documentTitle,
    category: passage.category,
    subtopic: passage.subtopic,
    score_pct: `${Math.round(similarity * 100)}%`,
    similarity,
    file_name: passage.fileName,
    source_url: passage.sourceUrl,
    method: passage.method,
    date: passage.date,
    section_reference: passage.sectionReference,
    sfs_number: passage.sfsNumber,
    section: passage.section,
    source_class: passage.sourceClass,
    version_stamp: passage.versionStamp,
  };
};

export const toRetrieveResponse = ({ passages, paragraphSection }: Retrieval): RetrieveResponse => {
  const results = passages.map(toRetrievedSource);
  const core = passages.filter((passage) => passage.sourceClass === 'core').length;
  return {
    results,
    total_sources: results.length,
    bab_sources: core,
    complementary_sources: results.length - core,
    paragraph_section: paragraphSection,
  };
};
