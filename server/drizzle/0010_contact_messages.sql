CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization" text,
	"message_type" text NOT NULL,
	"message" text NOT NULL,
	"email_notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "contact_messages_type_check" CHECK ("contact_messages"."message_type" in ('Allmän fråga', 'Workshop', 'Support', 'Demo', 'Samarbete'))
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "reply_to" text;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);