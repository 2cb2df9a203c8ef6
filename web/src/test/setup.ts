import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load lazily; on a busy two-core CI machine the first import can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Tests do not scroll (jsdom cannot); the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
