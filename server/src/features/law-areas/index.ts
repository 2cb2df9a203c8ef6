export { AREA_FILE, type LawAreas, loadLawAreas } from './load-law-areas';
