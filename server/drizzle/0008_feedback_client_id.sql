ALTER TABLE "feedback" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_client_unique" UNIQUE("user_id","client_id");