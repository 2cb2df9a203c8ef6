export { lawAreaRoutes } from './law-area-routes';
export { AREA_FILE, type LawAreas, loadLawAreas } from './load-law-areas';
