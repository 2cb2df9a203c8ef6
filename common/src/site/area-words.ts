import type { LawAreaSite, SiteArea } from '../law-area';
import type { SiteContext } from './types';

// No zod here: the signed-out landing page renders these words, and its bundle stays without it.

/** 'a', 'a och b', 'a, b och c': several areas named in one sentence. */
export const listInSwedish = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} och ${items.at(-1)}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isTexts = (value: unknown): boolean => Array.isArray(value) && value.every(isText);

/**
 * The shape of SiteAreaSchema, checked without zod: the web reads the areas the server wrote into
 * the page (validated at the server's start, from the packs) and drops anything else.
 */
export const isSiteArea = (value: unknown): value is SiteArea => {
  if (!isRecord(value) || !isRecord(value.site) || !isRecord(value.site.promptExample)) {
    return false;
  }
  const { site } = value;
  const example = value.site.promptExample;
  return (
    [value.role, value.subject, value.field, value.abbreviation].every(isText) &&
    typeof value.beta === 'boolean' &&
    [site.mainLaw, site.primaryStatutes, site.primaryStatutesCited].every(isText) &&
    (site.repealedLawNote === undefined || isText(site.repealedLawNote)) &&
    isTexts(site.sources) &&
    isTexts(site.vagueAndClearQuestions) &&
    [example.task, example.requirements, example.instructions, example.question].every(isText)
  );
};

/**
 * The loaded law areas' words in the site's sentences: each area's phrase, several joined as
 * running text ("a, b och c"), so a page names every area the service answers about.
 */
export const areaWords = (context: SiteContext) => {
  const each = (pick: (site: LawAreaSite) => string) =>
    listInSwedish(context.areas.map((area) => pick(area.site)));
  return {
    /** "frågor om {subject}" */
    subject: listInSwedish(context.areas.map((area) => area.subject)),
    /** "fler områden än {field}" */
    field: listInSwedish(context.areas.map((area) => area.field)),
    /** "Centrala {abbreviation}-källor" */
    abbreviation: context.areas.map((area) => area.abbreviation).join('/'),
    mainLaw: each((site) => site.mainLaw),
    primaryStatutes: each((site) => site.primaryStatutes),
    primaryStatutesCited: each((site) => site.primaryStatutesCited),
  };
};

/** Every area's passages of one kind, in area order, each once (the areas share the procedural laws). */
export const areaPassages = (
  context: SiteContext,
  pick: (site: LawAreaSite) => readonly string[],
): string[] => [...new Set(context.areas.flatMap((area) => pick(area.site)))];
