// `npm run check:area-names`: no product TypeScript outside the law areas' packs (data/areas/<id>/)
// names an area's statutes or role (ADR 028). Code gets them through the loaded area and domain
// objects; a new area is a new folder, not a code change. Test files (*.test.ts, *.test.tsx),
// test fixtures (any testing/ folder, server/test/) and the browser tests (e2e/) may keep the
// bundled area's names: they test its pack's behaviour.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * What only an area's pack may say, read from every pack: its role, subject, field and topics,
 * and the statutes it owns. Laws an area shares with others (FL, OSL …) may be named in code.
 */
const areaNames = (dir) => {
  const area = readJson(join(dir, 'area.json'));
  const domain = readJson(join(dir, 'domain.json'));
  const words = [area.role, area.subject, area.field, ...area.topics.map((topic) => topic.subtopic)];
  // The area's own laws: its main and repealed law, and every law whose name says the subject.
  const statutes = [
    domain.paragraphModeLaw,
    domain.repealedLaw,
    ...domain.lawNames.filter((law) => law.names.includes(area.subject)).map((law) => law.sfs),
  ].filter(Boolean);
  return [
    ...words.filter(Boolean).map((word) => escapeRegExp(word)),
    ...statutes.map((sfs) => `${escapeRegExp(sfs)}(?!\\d)`),
  ];
};

// The abbreviation as text ("BAB"), case-sensitive: the spec's own identifiers (test-simple-bab) stay.
const abbreviationOf = (dir) => readJson(join(dir, 'area.json')).abbreviation;

const areasDir = join(root, 'data', 'areas');
const areaDirs = readdirSync(areasDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(areasDir, entry.name));
const NAMES = new RegExp(areaDirs.flatMap(areaNames).join('|'), 'i');
const ABBREVIATIONS = new RegExp(
  areaDirs
    .map(abbreviationOf)
    .filter(Boolean)
    .map((abbreviation) => `\\b${escapeRegExp(abbreviation)}\\b`)
    .join('|') || '(?!)',
);
const namesArea = (line) => NAMES.test(line) || ABBREVIATIONS.test(line);

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
    .flatMap((line, index) => (namesArea(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
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
