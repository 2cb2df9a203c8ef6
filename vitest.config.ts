import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import serverProject from './server/vitest.config';

// The server's integration tests (*.int.test.ts, the files that use the database; the test
// database helper refuses any other) run on PGlite always, and once more on the real PostgreSQL
// of DATABASE_URL when it is set (CI sets it). Unit files run once.
const postgresProject = {
  test: {
    ...serverProject.test,
    name: 'server-postgres',
    include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
    env: { TEST_DATABASE: 'postgres' },
  },
};

export default defineConfig({
  test: {
    // Vitest's default is one worker on two cores; the PostgreSQL pass waits on the database
    // server, so a second worker keeps both cores busy (full run on CI's two cores: 396 → 261 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['common', 'engine', 'server', 'web', ...(process.env.DATABASE_URL ? [postgresProject] : [])],
  },
});
