// `npm start`: builds the web app when its build is missing or older than its sources, then
// runs the server in this process (tsx compiles the TypeScript on the fly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'web');
const builtIndex = join(webDir, 'dist', 'index.html');

const newestMtime = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
};

const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', '../common/src'];
const webIsStale = () =>
  !existsSync(builtIndex) ||
  Math.max(
    ...webSources
      .map((p) => join(webDir, p))
      .filter(existsSync)
      .map(newestMtime),
  ) > statSync(builtIndex).mtimeMs;

if (webIsStale()) {
  console.warn('Building the web app …');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}

register();
await import('../server/src/main.ts');
