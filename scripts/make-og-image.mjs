// Renders the link-preview image (Open Graph, 1200×630) to web/public/og-image.png with e2e's
// Playwright driving the system's Chromium and fonts (no download, no web font). The PNG is
// committed; run this again only when the picture below changes: `node scripts/make-og-image.mjs`.
// It names no product or law area, since both are configurable; og:title carries them.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const OUTPUT = fileURLToPath(new URL('../web/public/og-image.png', import.meta.url));
const WIDTH = 1200;
const HEIGHT = 630;

// The favicon's mark (web/public/favicon.svg), large, beside the service's promise.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#0b4f71"/>
  <rect x="0" y="${HEIGHT - 24}" width="${WIDTH}" height="24" fill="#7dd3c0"/>
  <g transform="translate(96 175) scale(8.75)">
    <rect width="32" height="32" rx="7" fill="#fff"/>
    <path d="M9 7h3v6.5h8V7h3v16h-3v-6.5h-8V23H9z" fill="#0b4f71"/>
    <rect x="9" y="25" width="14" height="2" rx="1" fill="#2a9d8f"/>
  </g>
  <g font-family="DejaVu Sans, sans-serif" fill="#fff">
    <text x="440" y="270" font-size="60" font-weight="bold">Källbaserade svar</text>
    <text x="440" y="345" font-size="60" font-weight="bold">om lagstiftningen</text>
    <text x="440" y="420" font-size="34" fill="#d5ecf3">För kommunala handläggare</text>
  </g>
</svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent(`<!doctype html><html><body style="margin:0">${SVG}</body></html>`);
  await page.screenshot({ path: OUTPUT, clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
  process.stdout.write(`wrote ${OUTPUT}\n`);
} finally {
  await browser.close();
}
