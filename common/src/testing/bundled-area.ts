import pack from '../../../data/areas/bab/area.json';
import { type LawArea, LawAreaSchema, type SiteArea, siteAreaOf } from '../law-area';

/** The bundled law area's pack (data/areas/bab/area.json), validated: the fixture of tests that show its face. */
export const bundledArea = (): LawArea => LawAreaSchema.parse(pack);

/** What the site's texts read of the bundled area. */
export const bundledSiteAreas = (): SiteArea[] => [siteAreaOf(bundledArea())];
