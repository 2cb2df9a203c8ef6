import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { user } from '../../db/schema';

/**
 * Brings a user's admin role in line with ADMIN_EMAILS, at account creation and at every sign-in:
 * - an address on the list gets the role (marked as coming from the list);
 * - an address that left the list is a 'user' again (better-auth's default role), but only when
 *   the list gave the role: a role the operator set in the database (`role = 'admin'` with the
 *   marker false) is never touched.
 * One statement each, so two sign-ins at once cannot interleave a read and a write.
 */
export const applyAdminEmails = async (db: Db, adminEmails: readonly string[], userId: string) => {
  const listed = inArray(sql`lower(${user.email})`, [...adminEmails]);
  await db
    .update(user)
    .set({ role: 'admin', roleFromAdminEmails: true })
    .where(and(eq(user.id, userId), listed, sql`${user.role} is distinct from 'admin'`));
  await db
    .update(user)
    .set({ role: 'user', roleFromAdminEmails: false })
    .where(and(eq(user.id, userId), eq(user.roleFromAdminEmails, true), not(listed)));
};
