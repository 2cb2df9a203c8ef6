import { join } from 'node:path';
import type { LawArea } from '@app/common';
import { type Domain, domainTopics, LawDomainSchema } from '@app/engine';
import { loadAnnotations } from './annotations';
import { loadCorpusCompanions } from './load-corpus';
import { loadNotCovered } from './not-covered';
import { readPackFile } from './pack-file';
import { loadThesaurus } from './thesaurus';

/** The file of a law area's pack that holds what the engine knows of its laws (ADR 028). */
export const DOMAIN_FILE = 'domain.json';

/** A loaded law area: its face (area.json), its folder and the engine's domain data. */
export type AreaDomain = { area: LawArea; dir: string; domain: Domain };

type Companions = Pick<Domain, 'rulingFacts' | 'preparatoryNotes'>;

/**
 * Reads and validates a law area's domain data from its folder (`data/areas/<id>/`): domain.json,
 * the annotations, the thesaurus and the not-covered register; and keeps of the corpus's rulings
 * and bill commentary those on the area's laws. A pack that does not validate, or whose
 * domain.json names a chat topic the area does not have, stops the start.
 */
export const loadDomain = (
  area: LawArea,
  areaDir: string,
  companions: Companions = { rulingFacts: [], preparatoryNotes: [] },
): Domain => {
  const path = join(areaDir, DOMAIN_FILE);
  const laws = readPackFile(areaDir, DOMAIN_FILE, LawDomainSchema);
  if (!laws) {
    throw new Error(`${path}: missing (every law area has one)`);
  }
  const topics = new Set(area.topics.map((topic) => topic.subtopic));
  const unknown = [...domainTopics(laws)].filter((topic) => !topics.has(topic));
  if (unknown.length > 0) {
    throw new Error(`${path}: topics not in area.json: ${unknown.join(', ')}`);
  }
  const known = new Set([...laws.primaryStatutes, ...laws.lawNames.map((law) => law.sfs)]);
  const onAreaLaw = (section: string) => known.has(section.split(' ')[0] ?? '');
  return {
    ...laws,
    subject: area.subject,
    rulingFacts: companions.rulingFacts.filter((ruling) => ruling.sections.some(onAreaLaw)),
    preparatoryNotes: companions.preparatoryNotes.filter((note) => onAreaLaw(note.section)),
    annotations: loadAnnotations(areaDir),
    thesaurus: loadThesaurus(areaDir),
    notCovered: loadNotCovered(areaDir),
  };
};

/**
 * Every loaded law area's domain data, its folder under `areasDir` (the folder is the area's id),
 * with the rulings and bill commentary of the corpus in `corpusDir` on its laws.
 */
export const loadAreaDomains = (
  areas: readonly LawArea[],
  areasDir: string,
  corpusDir: string,
): AreaDomain[] => {
  const companions = loadCorpusCompanions(corpusDir);
  return areas.map((area) => {
    const dir = join(areasDir, area.id);
    return { area, dir, domain: loadDomain(area, dir, companions) };
  });
};
