// `npm run eval -- <questions.jsonl> [--json]`: retrieval quality on an evaluation set, offline,
// on a fresh in-memory database holding the bundled corpus.
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { readEvalQuestions } from '../features/knowledge/evaluation/eval-questions';
import { evaluateQuestion, retrievalMetrics } from '../features/knowledge/evaluation/evaluate-retrieval';
import { createEmbedder, createKnowledge } from '../features/knowledge/knowledge';
import { createLogger } from '../logger';

const args = process.argv.slice(2);
const json = args.includes('--json');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run eval -- <questions.jsonl> [--json]');
  process.exit(2);
}

const config = loadConfig();
const questions = readEvalQuestions(resolve(process.env.INIT_CWD ?? process.cwd(), file));
const database = await openDatabase({ kind: 'pglite' });
try {
  await runMigrations(database);
  const knowledge = createKnowledge({
    db: database.db,
    embedder: await createEmbedder(config),
    logger: createLogger('warn'),
    corpusDir: config.corpusDir,
  });
  await knowledge.syncCorpus();
  await knowledge.processEmbeddings();

  const outcomes = [];
  for (const question of questions) {
    const outcome = await evaluateQuestion(knowledge.retriever, question);
    outcomes.push(outcome);
    if (json) {
      const line = {
        id: outcome.id,
        retrieved: outcome.retrieved,
        answer: outcome.answer,
        cited: outcome.cited,
        abstained: outcome.abstained,
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    } else if (!outcome.abstain && (outcome.firstRelevantRank ?? 99) > 1) {
      const top = outcome.retrieved
        .slice(0, 3)
        .map((r) => `${r.sfs} ${r.section}`)
        .join(', ');
      console.warn(
        `  ${outcome.id}: expected section at rank ${outcome.firstRelevantRank ?? '>10'} (top: ${top})`,
      );
    }
  }
  if (!json) {
    const metrics = retrievalMetrics(outcomes, questions);
    const row = (label: string, value: string) => process.stdout.write(`${label.padEnd(34)} ${value}\n`);
    row('questions (scored for retrieval)', `${metrics.questions} (${metrics.scored})`);
    row('embedding model', knowledge.embedder.model);
    row('recall@1', metrics.recallAt1.toFixed(3));
    row('recall@5', `${metrics.recallAt5.toFixed(3)}  (target ≥ 0.95)`);
    row('MRR', `${metrics.mrr.toFixed(3)}  (target ≥ 0.85)`);
    row(
      'answer citation accuracy',
      `${metrics.citationAccuracy.toFixed(3)}  (extractive answers; target ≥ 0.90)`,
    );
    row('abstention accuracy', metrics.abstentionAccuracy.toFixed(3));
    row('invented citations', String(metrics.inventedCitations));
  }
} finally {
  await database.close();
}
