import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, report, rssMiB } from './bench-utils';

const root = fileURLToPath(new URL('../../', import.meta.url));
const PORT = 3197;
const base = `http://127.0.0.1:${PORT}`;

const waitForHealth = async (deadlineMs: number): Promise<void> => {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('server did not become healthy in time');
};

const startServer = async (dataDir: string): Promise<{ child: ChildProcess; ms: number }> => {
  const started = performance.now();
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'inherit',
  });
  await waitForHealth(120_000);
  return { child, ms: performance.now() - started };
};

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Sequential-with-concurrency GET load on one path for a fixed time; loopback only. */
const load = async (path: string, concurrency: number, durationMs: number) => {
  const latencies: number[] = [];
  const until = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < until) {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, perSecond: latencies.length / (durationMs / 1000), latencies };
};

export const startupBench = async (): Promise<void> => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'bench-startup-')), 'data');
  try {
    const cold = await startServer(dataDir);
    report('start to healthy, new database (cold)', `${cold.ms.toFixed(0)} ms`);
    await stopServer(cold.child);

    const warm = await startServer(dataDir);
    report('start to healthy, existing database (warm)', `${warm.ms.toFixed(0)} ms`);
    for (const [path, label] of [
      ['/api/health', 'GET /api/health (database ping)'],
      ['/faq', 'GET /faq (SPA fallback)'],
    ] as const) {
      await load(path, 10, 500);
      const result = await load(path, 10, 3000);
      report(
        `${label}, 10 concurrent`,
        `${result.perSecond.toFixed(0)} req/s, p50 ${percentile(result.latencies, 50).toFixed(2)} ms, p95 ${percentile(result.latencies, 95).toFixed(2)} ms`,
      );
    }
    report('server resident memory after load', `${rssMiB(warm.child.pid ?? 0).toFixed(0)} MiB`);
    await stopServer(warm.child);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
