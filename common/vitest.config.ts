import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'common',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Property runs of 2000 inputs and 1 MB scans: the 5 s default fails them on a busy machine,
    // while a backtracking pattern would still take far longer.
    testTimeout: 30_000,
  },
});
