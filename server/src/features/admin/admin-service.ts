import {
  ADMIN_PAGE_SIZE,
  type AdminAuditResponse,
  type AdminFeedbackQuery,
  type AdminFeedbackResponse,
  type AdminUsersQuery,
  type AdminUsersResponse,
} from '@app/common';
import type { Db } from '../../db/database';
import { recordAdminAction } from '../../infra/admin-audit-repository';
import {
  countUsers,
  deleteAllFeedback,
  listAuditPage,
  listFeedbackPage,
  listUserFeedback,
  listUsersPage,
} from './admin-repository';

export const getUsers = async (db: Db, query: AdminUsersQuery): Promise<AdminUsersResponse> => {
  const [users, stats] = await Promise.all([listUsersPage(db, query), countUsers(db)]);
  return { users, stats, page: query.page, page_size: ADMIN_PAGE_SIZE };
};

export const getFeedback = async (db: Db, query: AdminFeedbackQuery): Promise<AdminFeedbackResponse> => ({
  ...(await listFeedbackPage(db, query)),
  page: query.page,
  page_size: ADMIN_PAGE_SIZE,
});

export const getUserFeedback = async (db: Db, userId: string) => ({
  items: await listUserFeedback(db, userId),
});

export const getAuditLog = async (db: Db, page: number): Promise<AdminAuditResponse> => ({
  ...(await listAuditPage(db, page)),
  page,
  page_size: ADMIN_PAGE_SIZE,
});

/**
 * Deletes all feedback (spec 2 clear-feedback). The deletion and its log entry commit together,
 * so no feedback disappears unlogged; a failure is logged on its own.
 */
export const clearFeedback = async (
  db: Db,
  actorId: string,
): Promise<{ success: true; deletedCount: number }> => {
  try {
    const deletedCount = await db.transaction(async (tx) => {
      const deleted = await deleteAllFeedback(tx);
      await recordAdminAction(tx, {
        actorId,
        action: 'clear_feedback',
        result: 'ok',
        details: { deletedCount: deleted },
      });
      return deleted;
    });
    return { success: true, deletedCount };
  } catch (error) {
    await recordAdminAction(db, {
      actorId,
      action: 'clear_feedback',
      result: 'failed',
      details: { error: error instanceof Error ? error.message : String(error) },
    });
    throw error;
  }
};
