// `npm run eval -- <questions.jsonl> [--json]`: how the chat answers an evaluation set, through
// its own pipeline, on a fresh in-memory database holding the bundled corpus. Every question is
// asked twice: with its topic, and with 'Övrigt' (the topic a user who changes nothing has).
// With LLM_* set the answers come from the language model, as in the chat.
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import type { ChatDeps } from '../features/chat/chat-service';
import { createLlmClient } from '../features/chat/llm/llm-client';
import { readEvalQuestions } from '../features/knowledge/evaluation/eval-questions';
import {
  type AnswerMetrics,
  answerMetrics,
  evaluateQuestion,
  type QuestionOutcome,
  sectionTable,
} from '../features/knowledge/evaluation/evaluate-answers';
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
  const logger = createLogger('warn');
  const knowledge = createKnowledge({
    db: database.db,
    embedder: await createEmbedder(config),
    logger,
    corpusDir: config.corpusDir,
  });
  await knowledge.syncCorpus();
  await knowledge.processEmbeddings();
  const llm = config.llm ? createLlmClient(config.llm) : undefined;
  const deps: ChatDeps = {
    db: database.db,
    retriever: knowledge.retriever,
    embedder: knowledge.embedder,
    notCovered: knowledge.notCovered,
    llm,
    logger,
  };

  const runs = { given: [] as QuestionOutcome[], default: [] as QuestionOutcome[] };
  for (const question of questions) {
    const given = await evaluateQuestion(deps, question, question.topic ?? null);
    const fallback = await evaluateQuestion(deps, question, null);
    runs.given.push(given);
    runs.default.push(fallback);
    if (json) {
      const line = (outcome: QuestionOutcome) => ({
        retrieved: outcome.retrieved,
        answer: outcome.answer,
        cited: outcome.cited,
        abstained: outcome.abstained,
      });
      process.stdout.write(
        `${JSON.stringify({ id: question.id, ...line(given), topicDefault: line(fallback) })}\n`,
      );
    }
  }
  if (!json) {
    const given = answerMetrics(runs.given);
    const fallback = answerMetrics(runs.default);
    const row = (label: string, value: (m: AnswerMetrics) => string, target = '') =>
      process.stdout.write(
        `${label.padEnd(28)} ${value(given).padStart(10)} ${value(fallback).padStart(12)}  ${target}\n`,
      );
    const ratio = (pick: (m: AnswerMetrics) => number) => (m: AnswerMetrics) => pick(m).toFixed(3);
    process.stdout.write(
      `${questions.length} questions (${given.answerable} answerable, ${given.outOfScope} out of scope); ` +
        `answers: ${llm ? `language model ${llm.model}` : 'extractive'}; embeddings: ${knowledge.embedder.model}\n\n`,
    );
    process.stdout.write(`${'topic:'.padEnd(28)} ${'as given'.padStart(10)} ${'Övrigt'.padStart(12)}\n`);
    row(
      'recall@1',
      ratio((m) => m.recallAt1),
    );
    row(
      'recall@5',
      ratio((m) => m.recallAt5),
      'target ≥ 0.92',
    );
    row(
      'MRR (top 5)',
      ratio((m) => m.mrr),
    );
    row(
      'first-cite',
      ratio((m) => m.firstCite),
      'target ≥ 0.85',
    );
    row(
      'any citation expected',
      ratio((m) => m.citationAccuracy),
    );
    row(
      'over-abstention',
      ratio((m) => m.overAbstention),
      'target ≤ 0.05',
    );
    row(
      'out-of-scope refused',
      (m) => `${Math.round(m.outOfScopeRefused * m.outOfScope)}/${m.outOfScope}`,
      'target ≥ 11/12',
    );
    row('invented citations', (m) => String(m.inventedCitations), 'target 0');

    process.stdout.write('\nPer section (topic as given | Övrigt): questions, in top 5, cited first\n');
    const fallbackRows = new Map(sectionTable(runs.default));
    for (const [section, row] of sectionTable(runs.given)) {
      const other = fallbackRows.get(section);
      process.stdout.write(
        `  ${section.padEnd(18)} ${String(row.questions).padStart(3)}   ${row.recalled}/${row.citedFirst}   |   ${other?.recalled ?? 0}/${other?.citedFirst ?? 0}\n`,
      );
    }
    const misses = runs.given.filter((o) => (o.abstain ? !o.abstained : !o.firstCiteExpected));
    if (misses.length > 0) {
      process.stdout.write('\nMisses (topic as given): expected → first cited (shown)\n');
      for (const o of misses) {
        const expected = o.abstain ? 'refusal' : o.expected.map((e) => `${e.sfs} ${e.section}`).join(' / ');
        const first = o.abstained
          ? 'refused'
          : o.cited[0]
            ? `${o.cited[0].sfs} ${o.cited[0].section}`
            : 'no citation';
        const shown = o.retrieved.map((r) => `${r.sfs} ${r.section}`).join(', ');
        process.stdout.write(`  ${o.id}: ${expected} → ${first}  (${shown})\n`);
      }
    }
  }
} finally {
  await database.close();
}
