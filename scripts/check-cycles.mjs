// `npm run check:cycles`: madge's import-cycle check over each workspace's src/, failing on any
// cycle that scripts/allowed-cycles.json does not list: cycles between files, and cycles between
// feature folders (src/features/<name>), which file cycles miss. Type-only imports count too: a
// cycle of types is still two modules that cannot be understood apart.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = fileURLToPath(new URL('..', import.meta.url));
const workspaces = ['common', 'server', 'web', 'engine'].filter((name) =>
  existsSync(join(root, name, 'src')),
);
const allowed = new Set(
  JSON.parse(readFileSync(join(root, 'scripts', 'allowed-cycles.json'), 'utf8')).cycles,
);

/** The workspace's tsconfig with a baseUrl, so that madge resolves path aliases such as '@/'. */
const tsConfig = (name) => {
  const path = join(root, name, 'tsconfig.json');
  const config = JSON.parse(readFileSync(path, 'utf8'));
  return {
    ...config,
    compilerOptions: { ...config.compilerOptions, baseUrl: join(root, name) },
    extends: config.extends && join(root, name, config.extends),
  };
};

/** Groups of features that import each other, directly or round about (Tarjan's components). */
const featureCycles = (files) => {
  const featureOf = (file) => file.match(/^features\/([^/]+)\//)?.[1];
  const edges = new Map();
  for (const [file, imports] of Object.entries(files)) {
    const from = featureOf(file);
    for (const to of imports.map(featureOf)) {
      if (from && to && from !== to) {
        edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = stack.splice(stack.indexOf(node));
      if (group.length > 1) {
        groups.push(group.sort().join(' <> '));
      }
    }
  };
  for (const node of edges.keys()) {
    if (!index.has(node)) {
      visit(node);
    }
  }
  return groups;
};

let failed = false;
for (const name of workspaces) {
  const graph = await madge(join(root, name, 'src'), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: tsConfig(name),
    // Tests and their helpers may reach into what they test.
    excludeRegExp: [/\.d\.ts$/, /\.test\.tsx?$/, /\/testing\//],
  });
  const cycles = [
    ...graph.circular().map((cycle) => `${name}/src/${cycle.join(` > ${name}/src/`)}`),
    ...featureCycles(graph.obj()).map((group) => `${name}/src/features: ${group}`),
  ];
  const unexpected = cycles.filter((cycle) => !allowed.has(cycle));
  for (const cycle of cycles) {
    process.stdout.write(`${allowed.has(cycle) ? 'allowed' : 'CYCLE  '} ${cycle}\n`);
  }
  process.stdout.write(`${name}: ${Object.keys(graph.obj()).length} files, ${cycles.length} cycles\n`);
  failed ||= unexpected.length > 0;
}
if (failed) {
  console.error(
    'Import cycles found: break them (or, for code being moved, list them in scripts/allowed-cycles.json).',
  );
  process.exit(1);
}
