import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress';

const areasDir = fileURLToPath(new URL('../data/areas', import.meta.url));
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * In development Vite serves index.html itself: it gets the law areas' words from data/areas as
 * the server writes them (server/src/http/spa.ts; the web checks them with isSiteArea).
 */
const devLawAreas = (): Plugin => ({
  name: 'dev-law-areas',
  apply: 'serve',
  transformIndexHtml: (html) => {
    const areas = readdirSync(areasDir)
      .filter((name) => existsSync(join(areasDir, name, 'area.json')))
      .sort()
      .map((name) => JSON.parse(readFileSync(join(areasDir, name, 'area.json'), 'utf8')))
      .map(({ role, beta, subject, field, abbreviation, site }) => ({
        role,
        beta,
        subject,
        field,
        abbreviation,
        site,
      }));
    return html.replace(
      /(<meta name="app-areas" content=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${attribute(JSON.stringify(areas))}${close}`,
    );
  },
});

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), devLawAreas()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/dev': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // Keep the module name in chunk names (e.g. assets/faq-page-[hash].js) so e2e tests can target one page.
        chunkFileNames: 'assets/[name]-[hash].js',
        // Libraries change less often than our code, so they get chunks of their own that stay
        // cached across deploys. Split by use: the signed-out landing page loads react and vendor
        // only; forms and zod come with the pages that have forms or call the API, and icons
        // (lucide-react) stay with the pages that show them, and docx with the export that uses it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The .docx export's library (with its nested nanoid) loads only when an answer is exported.
            { name: 'docx', test: /node_modules[\\/](docx|fflate)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/](?!lucide-react[\\/]|personnummer[\\/])/ },
          ],
        },
      },
    },
  },
});
