// `npm run eval`: how the chat answers the evaluation sets, through its own pipeline, on a fresh
// in-memory database holding the bundled corpus. Every question is asked twice: with its topic,
// and with 'Övrigt' (the topic a user who changes nothing has), in the role of the law area the
// set belongs to. All sets share one database and one ingest.
//
//   npm run eval -- <set>… [--json]          the figures per set (with LLM_* set, of the model's answers)
//   npm run eval -- <blind set> --blind      only the aggregate figures: a blind set is never read
//                                            question by question (ADR 025)
//   npm run eval -- --check [set…]           compare with the committed baseline; exit 1 on any change
//   npm run eval -- --update-baseline [set…] rewrite the baseline (a reviewed commit says why, ADR 025)
//   --area=<id>                              the law area of the sets named (default: the first one)
//
// A set is a path to a .jsonl file or a public set's name in its law area's pack
// (data/areas/<id>/eval); the gate's default is every public set of every law area. The gate
// always answers offline: extractive answers, the local embedder, the bundled corpus and law
// areas, whatever LLM_*, EMBEDDINGS_*, CORPUS_DIR and AREAS_DIR say.
import { join } from 'node:path';
import type { LawArea } from '@app/common';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import type { ChatDeps } from '../features/chat';
import {
  type AnswerMetrics,
  answerMetrics,
  baselineEntry,
  compareWithBaseline,
  createEmbedder,
  createKnowledge,
  type EvalQuestion,
  type EvalSet,
  evaluateSet,
  formatChange,
  publicEvalSets,
  type QuestionOutcome,
  readEvalQuestions,
  readSetBaseline,
  resolveEvalSet,
  type SetRun,
  sectionTable,
  verdictMet,
  writeSetBaseline,
} from '../features/knowledge';
import { loadLawAreas } from '../features/law-areas';
import { createLlmClient } from '../infra/llm/llm-client';
import { createLogger } from '../logger';

/** Where a law area's pack keeps its evaluation sets and their baselines. */
const EVAL_DIR = 'eval';
const USAGE = [
  'Usage: npm run eval -- <set.jsonl>… [--json | --blind] [--area=<id>]',
  '       npm run eval -- --check [set…] [--area=<id>]',
  '       npm run eval -- --update-baseline [set…] [--area=<id>]',
].join('\n');

const AREA_FLAG = '--area=';
const args = process.argv.slice(2);
const areaId = args.find((arg) => arg.startsWith(AREA_FLAG))?.slice(AREA_FLAG.length);
const flags = new Set(args.filter((arg) => arg.startsWith('--') && !arg.startsWith(AREA_FLAG)));
const setArguments = args.filter((arg) => !arg.startsWith('--'));
const mode = flags.has('--check') ? 'check' : flags.has('--update-baseline') ? 'update' : 'figures';
const gate = mode !== 'figures';
const unknownFlags = [...flags].filter(
  (flag) => !['--json', '--blind', '--check', '--update-baseline'].includes(flag),
);
if (
  unknownFlags.length > 0 ||
  (flags.has('--check') && flags.has('--update-baseline')) ||
  ((gate || flags.has('--blind')) && flags.has('--json')) ||
  (gate && flags.has('--blind')) ||
  (!gate && setArguments.length === 0)
) {
  console.error(USAGE);
  process.exit(2);
}
const json = flags.has('--json');
const blind = flags.has('--blind');

/** The environment without the external services and corpus the gate's baseline must not depend on. */
const offline = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(env).filter(
      ([name]) =>
        !name.startsWith('LLM_') &&
        !name.startsWith('EMBEDDINGS_') &&
        name !== 'CORPUS_DIR' &&
        name !== 'AREAS_DIR',
    ),
  );

const started = performance.now();
const config = loadConfig(gate ? offline(process.env) : process.env);
const cwd = process.env.INIT_CWD ?? process.cwd();
const lawAreas = loadLawAreas(config.areasDir);
const evalDir = (area: LawArea) => join(config.areasDir, area.id, EVAL_DIR);
const namedArea = areaId === undefined ? lawAreas.all[0] : lawAreas.all.find((area) => area.id === areaId);
if (!namedArea) {
  console.error(`No law area '${areaId}' in ${config.areasDir}`);
  process.exit(2);
}
const sets: (EvalSet & { area: LawArea })[] =
  setArguments.length > 0
    ? setArguments.map((argument) => ({
        ...resolveEvalSet(argument, cwd, evalDir(namedArea)),
        area: namedArea,
      }))
    : (areaId === undefined ? lawAreas.all : [namedArea]).flatMap((area) =>
        publicEvalSets(evalDir(area)).map((set) => ({ ...set, area })),
      );
const database = await openDatabase({ kind: 'pglite' });
try {
  await runMigrations(database);
  const logger = createLogger('warn');
  const llm = config.llm ? createLlmClient(config.llm) : undefined;
  const knowledge = createKnowledge({
    db: database.db,
    embedder: await createEmbedder(config),
    llm,
    logger,
    corpusDir: config.corpusDir,
    areas: lawAreas.all,
    areasDir: config.areasDir,
  });
  await knowledge.syncCorpus();
  await knowledge.processEmbeddings();
  const deps: ChatDeps = {
    db: database.db,
    engines: { roles: lawAreas.roles, forRole: knowledge.engineFor },
    logger,
  };
  const answerer = `answers: ${llm ? `language model ${llm.model}` : 'extractive'}; embeddings: ${knowledge.embedder.model}`;

  let questionCount = 0;
  let changeCount = 0;
  for (const set of sets) {
    const questions = readEvalQuestions(set.path);
    questionCount += questions.length;
    const run = await evaluateSet(deps, set.area.role, questions, json ? printJsonLine : undefined);
    if (mode === 'figures' && !json) {
      if (sets.length > 1) {
        process.stdout.write(`\n== ${set.name}\n`);
      }
      printFigures(questions, run, answerer, { blind });
    } else if (gate) {
      const entries = questions.map((_, index) => baselineEntry(run.given[index]!, run.other[index]!));
      const baseline = readSetBaseline(set);
      const changes = compareWithBaseline(baseline ?? [], entries);
      if (mode === 'update') {
        writeSetBaseline(set, entries);
        const what = baseline ? `${changes.length} changes` : 'new';
        process.stdout.write(
          `${set.name}: ${questions.length} questions, ${what}; wrote ${set.baselinePath}\n`,
        );
      } else {
        changeCount += changes.length;
        process.stdout.write(
          `${set.name}: ${questions.length} questions, ${changes.length === 0 ? 'as the baseline' : `${changes.length} changes`}` +
            `${baseline ? '' : ` (no baseline at ${set.baselinePath})`}\n`,
        );
        for (const change of changes) {
          process.stdout.write(`  ${formatChange(change)}\n`);
        }
      }
    }
  }
  if (gate) {
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    process.stdout.write(
      `${sets.length} sets, ${questionCount} questions in both topic modes, ${answerer}; ${seconds} s\n`,
    );
  }
  if (mode === 'check' && changeCount > 0) {
    process.stdout.write(
      `\n${changeCount} answers differ from the baseline. If the change is intended, run ` +
        '`npm run eval -- --update-baseline` and commit the baseline saying why each answer changed (ADR 025).\n',
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}

function printJsonLine(given: QuestionOutcome, other: QuestionOutcome) {
  const line = (outcome: QuestionOutcome) => ({
    retrieved: outcome.retrieved,
    answer: outcome.answer,
    cited: outcome.cited,
    abstained: outcome.abstained,
    verdict: outcome.verdict,
    rulingsCited: outcome.rulingsCited,
  });
  process.stdout.write(`${JSON.stringify({ id: given.id, ...line(given), topicDefault: line(other) })}\n`);
}

function printFigures(questions: EvalQuestion[], run: SetRun, answerer: string, options: { blind: boolean }) {
  const given = answerMetrics(run.given);
  const other = answerMetrics(run.other);
  const row = (label: string, value: (m: AnswerMetrics) => string, target = '') =>
    process.stdout.write(
      `${label.padEnd(28)} ${value(given).padStart(10)} ${value(other).padStart(12)}  ${target}\n`,
    );
  const ratio = (pick: (m: AnswerMetrics) => number) => (m: AnswerMetrics) => pick(m).toFixed(3);
  process.stdout.write(
    `${questions.length} questions (${given.answerable} answerable, ${given.outOfScope} out of scope); ${answerer}\n\n`,
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
  row('lead-cite', (m) => `${m.leadCite.toFixed(3)} (${m.leadLabelled})`, 'target ≥ 0.90');
  row('verdict accuracy', (m) => `${m.verdictAccuracy.toFixed(3)} (${m.verdictLabelled})`, 'target ≥ 0.85');
  if (given.rulingLabelled > 0) {
    row('ruling recall', (m) => `${m.rulingRecall.toFixed(3)} (${m.rulingLabelled})`, 'target ≥ 0.80');
  }
  row('unexpected rulings cited', (m) => String(m.unexpectedRulings), 'read each');
  if (given.billLabelled > 0) {
    row('bill cited', (m) => `${m.billRecall.toFixed(3)} (${m.billLabelled})`);
  }
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
  if (options.blind) {
    return;
  }

  process.stdout.write('\nPer section (topic as given | Övrigt): questions, in top 5, cited first\n');
  const otherRows = new Map(sectionTable(run.other));
  for (const [section, row] of sectionTable(run.given)) {
    const inOther = otherRows.get(section);
    process.stdout.write(
      `  ${section.padEnd(18)} ${String(row.questions).padStart(3)}   ${row.recalled}/${row.citedFirst}   |   ${inOther?.recalled ?? 0}/${inOther?.citedFirst ?? 0}\n`,
    );
  }
  const wrongVerdicts = run.given.filter(
    (o) => o.expectedVerdict !== null && !verdictMet(o.expectedVerdict, o.verdict),
  );
  if (wrongVerdicts.length > 0) {
    process.stdout.write('\nVerdict misses (topic as given): expected → answered, lead → cited first\n');
    for (const o of wrongVerdicts) {
      const first = o.cited[0] ? `${o.cited[0].sfs} ${o.cited[0].section}` : 'none';
      process.stdout.write(`  ${o.id}: ${o.expectedVerdict} → ${o.verdict}, ${o.lead ?? '–'} → ${first}\n`);
    }
  }
  const misses = run.given.filter((o) => (o.abstain ? !o.abstained : !o.firstCiteExpected));
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
