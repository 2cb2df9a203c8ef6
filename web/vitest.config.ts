import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    // happy-dom starts several times faster than jsdom; the few files it cannot serve say
    // `@vitest-environment jsdom` and why.
    environment: 'happy-dom',
    // The 5 s default fails whole pages on a busy two-core machine.
    testTimeout: 30_000,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'precompress.test.ts'],
  },
});
