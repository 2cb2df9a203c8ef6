// Run as `node --import tsx oidc-organisation.ts <data dir> <id> <name>` before the app starts:
// puts one organisation into the app's embedded database (organisations are created in the admin
// panel; this spec only needs one to exist).
import { openDatabase } from '../../../server/src/db/database';
import { runMigrations } from '../../../server/src/db/migrate';
import { organisations } from '../../../server/src/db/schema';

const [dataDir = '', id = '', name = ''] = process.argv.slice(2);
const database = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/db` });
await runMigrations(database);
await database.db.insert(organisations).values({
  id,
  name,
  orgNumber: '212000-0099',
  seats: 5,
  periodStart: '2026-01-01',
  periodEnd: '2099-12-31',
  // The operator's domains for the organisation: its sign-in may serve these only.
  allowedDomains: ['exempelby.se'],
});
await database.close();
