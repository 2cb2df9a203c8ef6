// `npm run build:idf`: recomputes the local embedder's idf table from the bundled corpus.
// Run it when the corpus changes much; the new table gets a new model name, so chunks re-embed.
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { buildIdfFile, DEFAULT_IDF_PATH, embeddingInput, loadCorpus } from '../features/knowledge';

const corpus = loadCorpus(loadConfig().corpusDir);
const texts = corpus.flatMap((document) => document.chunks.map(embeddingInput));
const file = buildIdfFile(texts);
writeFileSync(DEFAULT_IDF_PATH, `${JSON.stringify(file, null, 0)}\n`);
console.warn(
  `Wrote ${Object.keys(file.weights).length} stem weights from ${file.chunkCount} chunks to ${DEFAULT_IDF_PATH}`,
);
