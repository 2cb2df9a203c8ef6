CREATE TABLE "citation_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chunk_id" uuid NOT NULL,
	"statement_text" text NOT NULL,
	"statement_hash" text NOT NULL,
	"confidence_score" real NOT NULL,
	"validation_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "citation_mappings_status_check" CHECK ("citation_mappings"."validation_status" in ('validated', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"feedback_type" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"detailed_feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_type_check" CHECK ("feedback"."feedback_type" in ('helpful', 'not_helpful', 'incorrect')),
	CONSTRAINT "feedback_incorrect_needs_details_check" CHECK ("feedback"."feedback_type" <> 'incorrect' or length(btrim(coalesce("feedback"."detailed_feedback", ''))) > 0)
);
--> statement-breakpoint
ALTER TABLE "citation_mappings" ADD CONSTRAINT "citation_mappings_chunk_id_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "citation_mappings_statement_chunk_idx" ON "citation_mappings" USING btree ("statement_hash","chunk_id");--> statement-breakpoint
CREATE INDEX "citation_mappings_chunk_idx" ON "citation_mappings" USING btree ("chunk_id");--> statement-breakpoint
CREATE INDEX "feedback_user_created_idx" ON "feedback" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_type_created_idx" ON "feedback" USING btree ("feedback_type","created_at" DESC NULLS LAST);