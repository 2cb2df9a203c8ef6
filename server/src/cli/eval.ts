// `npm run eval -- <questions.jsonl> [--json]`: retrieval and answer quality on an evaluation set,
// offline, on a fresh in-memory database holding the bundled corpus. With LLM_* set, the language
// model's answers are scored too.
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { collectLlmAnswer } from '../features/chat/llm/llm-answer';
import { createLlmClient } from '../features/chat/llm/llm-client';
import { readEvalQuestions } from '../features/knowledge/evaluation/eval-questions';
import {
  type Answerer,
  evaluateQuestion,
  type QuestionOutcome,
  retrievalMetrics,
} from '../features/knowledge/evaluation/evaluate-retrieval';
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

  const llm = config.llm ? createLlmClient(config.llm) : undefined;
  const llmAnswerer: Answerer | undefined = llm
    ? (question, sources) =>
        collectLlmAnswer(llm, question, sources).catch((error: unknown) => {
          console.warn(`  language model failed: ${String(error)}`);
          return { text: '', abstained: false, cited: [] };
        })
    : undefined;
  const answerFields = (outcome: QuestionOutcome) => ({
    answer: outcome.answer,
    cited: outcome.cited,
    abstained: outcome.abstained,
  });

  const outcomes = [];
  const llmOutcomes: QuestionOutcome[] = [];
  for (const question of questions) {
    const outcome = await evaluateQuestion(knowledge.retriever, question);
    outcomes.push(outcome);
    const llmOutcome = llmAnswerer
      ? await evaluateQuestion(knowledge.retriever, question, llmAnswerer)
      : undefined;
    if (llmOutcome) {
      llmOutcomes.push(llmOutcome);
    }
    if (json) {
      const line = {
        id: outcome.id,
        retrieved: outcome.retrieved,
        ...answerFields(outcome),
        ...(llmOutcome ? { llm: answerFields(llmOutcome) } : {}),
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
    if (llm) {
      const model = retrievalMetrics(llmOutcomes, questions);
      row(`LLM (${llm.model}) citation accuracy`, `${model.citationAccuracy.toFixed(3)}  (target ≥ 0.90)`);
      row('LLM abstention accuracy', model.abstentionAccuracy.toFixed(3));
      row('LLM invented citations', String(model.inventedCitations));
    } else {
      row('LLM answers', 'n/a (set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL)');
    }
  }
} finally {
  await database.close();
}
