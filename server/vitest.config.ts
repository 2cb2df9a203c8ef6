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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
