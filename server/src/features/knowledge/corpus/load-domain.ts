import { join } from 'node:path';
import type { LawArea } from '@app/common';
import { type Domain, domainTopics, LawDomainSchema } from '@app/engine';
import { loadAnnotations } from './annotations';
import { loadNotCovered } from './not-covered';
import { readPackFile } from './pack-file';
import { loadThesaurus } from './thesaurus';

/** The file of a law area's pack that holds what the engine knows of its laws (ADR 028). */
export const DOMAIN_FILE = 'domain.json';

/** A loaded law area: its face (area.json), its folder and the engine's domain data. */
export type AreaDomain = { area: LawArea; dir: string; domain: Domain };

/**
 * Reads and validates a law area's domain data from its folder (`data/areas/<id>/`): domain.json,
 * the annotations, the thesaurus and the not-covered register. A pack that does not validate, or
 * whose domain.json names a chat topic the area does not have, stops the start.
 */
export const loadDomain = (area: LawArea, areaDir: string): Domain => {
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
  return {
    ...laws,
    subject: area.subject,
    annotations: loadAnnotations(areaDir),
    thesaurus: loadThesaurus(areaDir),
    notCovered: loadNotCovered(areaDir),
  };
};

/** Every loaded law area's domain data, its folder under `areasDir` (the folder is the area's id). */
export const loadAreaDomains = (areas: readonly LawArea[], areasDir: string): AreaDomain[] =>
  areas.map((area) => {
    const dir = join(areasDir, area.id);
    return { area, dir, domain: loadDomain(area, dir) };
  });
