import type { z } from '@hono/zod-openapi';
import { AppError } from './app-error';

/**
 * An OpenAPI route's hook: the first problem's own Swedish text is the 400's message, so a caller
 * (or a widget showing the message as it comes) sees what to change, not the generic text.
 */
export const firstIssueValidation = (result: { success: boolean; error?: z.ZodError }): undefined => {
  if (!result.success && result.error) {
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError('validation', issues[0]?.message, issues);
  }
  return undefined;
};
