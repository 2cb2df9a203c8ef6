import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_DATABASE: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
