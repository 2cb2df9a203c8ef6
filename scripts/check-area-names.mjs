// `npm run check:area-names`: no product TypeScript outside the law areas' packs (data/areas/<id>/)
// names an area's statutes or role (ADR 028). Code gets them through the loaded area and domain
// objects; a new area is a new folder, not a code change. Test files (*.test.ts, *.test.tsx),
// test fixtures (any testing/ folder, server/test/) and the browser tests (e2e/) may keep the
// bundled area's names: they test its pack's behaviour.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What only the bundled area's pack may say: its statutes, its subject and its role. */
const NAMES = /2018:222|2018:224|1992:1574|1993:1127|bostadsanpassning|BAB-handläggare/i;

const isProduct = (file) =>
  /\.tsx?$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.split('/').includes('testing') &&
  !file.startsWith('server/test/') &&
  !file.startsWith('e2e/') &&
  !file.startsWith('data/areas/');

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(isProduct);

const found = files.flatMap((file) => {
  let text;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    return []; // listed by git but deleted in the working tree
  }
  return text
    .split('\n')
    .flatMap((line, index) => (NAMES.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
});

for (const hit of found) {
  process.stdout.write(`${hit}\n`);
}
process.stdout.write(
  `${files.length} product files, ${found.length} lines naming a law area's statutes or role\n`,
);
if (found.length > 0) {
  console.error(
    'Move these into the area pack (data/areas/<id>/) and read them from the loaded area (ADR 028).',
  );
  process.exitCode = 1;
}
