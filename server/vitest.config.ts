import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_DATABASE: 'pglite' },
    // One migrated template database per run; each test file starts from a copy.
    globalSetup: ['./test/global-setup.ts'],
    // One worker process runs the files one after another, keeping the modules it has loaded
    // (PGlite's WebAssembly, the app, the corpus): the files share no state but the database
    // templates, each opens its own database. Isolated, the same files took twice as long.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
