// `npm run ingest`: brings the database in line with the bundled corpus and embeds every chunk.
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { countPendingEmbeddingJobs, createEmbedder, createKnowledge } from '../features/knowledge';
import { loadLawAreas } from '../features/law-areas';
import { syncBundledLegalCases } from '../features/legal-cases';
import { createLogger } from '../logger';
import { progressBar } from './progress-bar';

const started = performance.now();
const config = loadConfig();
const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
const database = await openConfiguredDatabase(config);
try {
  await runMigrations(database);
  const areas = loadLawAreas(config.areasDir).all;
  // The bundled rulings are the first area's (as in services.ts).
  const caseCategory = areas[0]?.caseCategory ?? '';
  const knowledge = createKnowledge({
    db: database.db,
    embedder: await createEmbedder(config),
    logger,
    corpusDir: config.corpusDir,
    areas,
    areasDir: config.areasDir,
    syncCaseSummaries: (corpus) => syncBundledLegalCases(database.db, corpus, caseCategory),
  });

  const documentsBar = progressBar('Dokument  ');
  const summary = await knowledge.syncCorpus((done, total) => documentsBar.update(done, total));
  documentsBar.done();

  const embeddingBar = progressBar('Embeddings');
  const total = await countPendingEmbeddingJobs(database.db);
  await knowledge.processEmbeddings((done) => embeddingBar.update(done, total));
  embeddingBar.update(total, total);
  embeddingBar.done();

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.warn(
    `Ingested ${summary.documents} documents (${summary.added} new, ${summary.changed} changed, ` +
      `${summary.unchanged} unchanged, ${summary.removed} removed), ${summary.chunks} chunks written, ` +
      `${total} embedded with ${knowledge.embedder.model} in ${seconds} s (${database.kind}). ` +
      `Legal-case database: ${summary.legalCases.added} bundled rulings added, ${summary.legalCases.changed} changed, ` +
      `${summary.legalCases.removed} removed.`,
  );
} finally {
  await database.close();
}
