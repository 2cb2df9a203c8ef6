import { type LawAreaSite, listInSwedish } from '../law-area';
import type { SiteContext } from './types';

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
