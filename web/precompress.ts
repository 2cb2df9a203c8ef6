import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// index.html is rewritten by the server at start (product name, public URL), so a copy made
// here would be stale; small files gain too little to be worth a second request path.
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

export type Precompressed = { file: string; bytes: number; br: number; gzip: number };

const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, best level) next to every
 * compressible file of at least 1 KB under `dir`, for the server to send as they are. A copy
 * that would not be smaller is not written.
 */
export const precompressDirectory = async (dir: string): Promise<Precompressed[]> => {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const results = await Promise.all(
    files.map(async (file): Promise<Precompressed | undefined> => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) {
        return undefined;
      }
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([
        br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
        gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
      ]);
      return { file, bytes: content.length, br: br.length, gzip: gz.length };
    }),
  );
  return results.filter((result) => result !== undefined);
};

/** A build-only Vite plugin: pre-compresses the written bundle (no network, node:zlib only). */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      await precompressDirectory(outDir);
    },
  };
};
