ALTER TABLE "auth_events" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "auth_events" ADD COLUMN "client_network" text;