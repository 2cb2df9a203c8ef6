import type { Db } from '../db/database';
import { type AdminActionResult, adminAuditLog } from '../db/schema';

export type AdminAction = {
  /** The admin's user id. */
  actorId: string;
  /** What was done, as a stable snake_case name, e.g. 'clear_feedback' or 'scrape_hfd'. */
  action: string;
  result: AdminActionResult;
  /** Counts, ids or the error message; never secrets. Shown as JSON in the "Logg" tab. */
  details?: Record<string, unknown>;
};

/** Appends one admin action to the audit log shown in /admin's "Logg" tab. */
export const recordAdminAction = async (db: Db, entry: AdminAction): Promise<void> => {
  await db.insert(adminAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    result: entry.result,
    details: entry.details ?? {},
  });
};
