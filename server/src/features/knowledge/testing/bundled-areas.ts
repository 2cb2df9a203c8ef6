import { loadConfig } from '../../../config';
import { loadLawAreas } from '../../law-areas';
import { loadConnectorAreas } from '../knowledge';

const { areasDir } = loadConfig({});
const { all: areas } = loadLawAreas(areasDir);

/** The bundled law areas (data/areas) as createKnowledge takes them, for tests. */
export const bundledAreas = { areas, areasDir };

/** What the connectors need of the bundled law areas, for tests. */
export const bundledConnectorAreas = loadConnectorAreas(areas, areasDir);

/** What ingestCorpus needs of the bundled law areas besides the embedding model, for tests. */
export const bundledIngest = { areas, topics: bundledConnectorAreas.topics };
