import { readFileSync } from 'node:fs';

export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN);

/** Resident memory of a process in MiB, from /proc (Linux). */
export const rssMiB = (pid: number): number => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

/** Benchmarks print with console.warn so stdout stays free for machine-readable output. */
export const report = (label: string, value: string) => console.warn(`${label.padEnd(44)} ${value}`);

/** The value after a command-line flag: `--chunks 1000` gives '1000'. */
export const option = (name: string): string | undefined => {
  const flag = process.argv.indexOf(name);
  return flag > 0 ? process.argv[flag + 1] : undefined;
};
