ALTER TABLE "subscriptions" ADD COLUMN "scheduled_tier" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_scheduled_change_check" CHECK (("subscriptions"."scheduled_tier" is null) = ("subscriptions"."scheduled_change_at" is null));