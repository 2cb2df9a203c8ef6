import type { AdminActionKey } from '@app/common';
import type { Db } from '../db/database';
import { type AdminActionResult, adminAuditLog } from '../db/schema';

export type AdminAction = {
  /** The admin's user id. */
  actorId: string;
  /** What was done, as a stable snake_case name with a Swedish label in common (ADMIN_ACTION_LABELS). */
  action: AdminActionKey;
  result: AdminActionResult;
  /** Counts, ids or the error message; never secrets. Shown by its labels in the "Logg" tab. */
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
