// `npm run bench -- [name …]`: runs the named benchmarks (all when none is named) and prints figures.
import { adminBench } from './admin-bench';
import { chatBench, idleBench } from './chat-bench';
import { hostileBench } from './hostile-bench';
import { legalBench } from './legal-bench';
import { piiBench } from './pii-bench';
import { retrievalBench } from './retrieval-bench';
import { startupBench } from './startup-bench';

const benches: Record<string, () => Promise<void>> = {
  startup: startupBench,
  retrieval: retrievalBench,
  chat: chatBench,
  idle: idleBench,
  pii: piiBench,
  admin: adminBench,
  legal: legalBench,
  hostile: hostileBench,
};

// Names come first; options (--chunks N) belong to the benchmarks.
const requested = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
const unknown = requested.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Available: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
for (const name of requested.length > 0 ? requested : Object.keys(benches)) {
  console.warn(`\n## ${name}`);
  await benches[name]?.();
}
