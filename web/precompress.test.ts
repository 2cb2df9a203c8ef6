import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

it('writes brotli and gzip copies of compressible files of 1 KB or more, and only those', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  const script = `export const text = ${JSON.stringify('bostadsanpassningsbidrag '.repeat(200))};\n`;
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-abc123.js'), 'export {};');
  writeFileSync(join(dir, 'assets', 'logo-abc123.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(500)}`);

  const results = await precompressDirectory(dir);

  const app = join(dir, 'assets', 'app-abc123.js');
  expect(brotliDecompressSync(readFileSync(`${app}.br`)).toString()).toBe(script);
  expect(gunzipSync(readFileSync(`${app}.gz`)).toString()).toBe(script);
  expect(results).toEqual([
    { file: app, bytes: script.length, br: expect.any(Number), gzip: expect.any(Number) },
  ]);
  expect(results[0]?.br).toBeLessThan(script.length / 10);
  for (const skipped of ['assets/tiny-abc123.js', 'assets/logo-abc123.png', 'index.html']) {
    expect(existsSync(join(dir, `${skipped}.br`))).toBe(false);
    expect(existsSync(join(dir, `${skipped}.gz`))).toBe(false);
  }
});
