import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { type BaselineEntry, formatBaseline, parseBaseline } from './eval-baseline';

/** An evaluation set and where its committed baseline lives: `baseline/<name>.jsonl` beside it. */
export type EvalSet = { name: string; path: string; baselinePath: string };

const SET_EXTENSION = '.jsonl';

export const evalSetAt = (path: string): EvalSet => ({
  name: basename(path, SET_EXTENSION),
  path,
  baselinePath: join(dirname(path), 'baseline', basename(path)),
});

/** Every public set: each `*.jsonl` directly in the sets folder, by name. */
export const publicEvalSets = (dir: string): EvalSet[] =>
  readdirSync(dir)
    .filter((file) => file.endsWith(SET_EXTENSION))
    .sort()
    .map((file) => evalSetAt(join(dir, file)));

/** A set named on the command line: a path to a `.jsonl` file, or the name of a public set. */
export const resolveEvalSet = (argument: string, cwd: string, dir: string): EvalSet => {
  const path = argument.endsWith(SET_EXTENSION)
    ? resolve(cwd, argument)
    : join(dir, `${argument}${SET_EXTENSION}`);
  if (!existsSync(path)) {
    throw new Error(`no evaluation set at ${path}`);
  }
  return evalSetAt(path);
};

/** The set's committed baseline, or null when it has none yet. */
export const readSetBaseline = (set: EvalSet): BaselineEntry[] | null =>
  existsSync(set.baselinePath)
    ? parseBaseline(readFileSync(set.baselinePath, 'utf8'), set.baselinePath)
    : null;

export const writeSetBaseline = (set: EvalSet, entries: BaselineEntry[]): void => {
  mkdirSync(dirname(set.baselinePath), { recursive: true });
  writeFileSync(set.baselinePath, formatBaseline(entries));
};
