import { cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where support/prepare-database.mjs keeps the run's migrated database with the bundled corpus
 * synced: one per port, so runs on other ports never share it.
 */
export const databaseTemplate = (port: number): string =>
  join(tmpdir(), `handlaggarstod-e2e-database-${port}`);

/** Starts an app's data folder from the run's database template (made before the shared server started). */
export const copyDatabaseTemplate = (port: number, dataDir: string): void => {
  cpSync(databaseTemplate(port), join(dataDir, 'db'), { recursive: true });
};
