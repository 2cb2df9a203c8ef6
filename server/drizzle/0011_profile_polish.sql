ALTER TABLE "deletion_requests" ADD COLUMN "cancelled_in_session" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "sign_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Accounts that have signed in before are known: their next visit is not their first.
UPDATE "user_profiles" SET "sign_in_count" = 1 WHERE "last_login" IS NOT NULL;
