import '@testing-library/jest-dom/vitest';
import { bundledSiteAreas } from '@app/common/testing/bundled-area';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The page the server sends carries the loaded law areas' words (app-config reads them at import):
// here the bundled pack's, so the texts render as they do in the product.
const areasMeta = document.createElement('meta');
areasMeta.name = 'app-areas';
areasMeta.content = JSON.stringify(bundledSiteAreas());
document.head.append(areasMeta);

// Pages load lazily; on a busy two-core CI machine the first import can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Tests do not scroll (jsdom cannot); the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
