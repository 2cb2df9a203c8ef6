import type { StatementCheck } from '@app/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { citationMappings } from '../../db/schema';

/**
 * Records which chunk each checked statement was mapped to (spec 1 §3 citation mapping). Statements
 * without a source are not recorded: there is no chunk to point at. A statement seen again updates
 * its confidence and status.
 */
export const saveCitationMappings = async (db: Db, checks: StatementCheck[]): Promise<number> => {
  const rows = checks.flatMap((check) =>
    check.chunkId
      ? [
          {
            chunkId: check.chunkId,
            statementText: check.statement,
            statementHash: check.statementHash,
            confidenceScore: check.confidence,
            validationStatus: check.valid ? ('validated' as const) : ('pending' as const),
          },
        ]
      : [],
  );
  // One row per statement and chunk, so a repeated statement within one answer counts once.
  const unique = [...new Map(rows.map((row) => [`${row.statementHash}:${row.chunkId}`, row])).values()];
  if (unique.length === 0) {
    return 0;
  }
  await db
    .insert(citationMappings)
    .values(unique)
    .onConflictDoUpdate({
      target: [citationMappings.statementHash, citationMappings.chunkId],
      set: {
        confidenceScore: sql`excluded.confidence_score`,
        validationStatus: sql`excluded.validation_status`,
        updatedAt: sql`now()`,
      },
    });
  return unique.length;
};
