CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"subtopic" text NOT NULL,
	"icon" text DEFAULT '🏠' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chunk_embeddings" (
	"chunk_id" uuid NOT NULL,
	"model" text NOT NULL,
	"dimension" integer NOT NULL,
	"embedding" vector NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chunk_lexemes" (
	"lexeme" text NOT NULL,
	"chunk_id" uuid NOT NULL,
	"impact" real NOT NULL,
	CONSTRAINT "chunk_lexemes_lexeme_chunk_id_pk" PRIMARY KEY("lexeme","chunk_id")
);
--> statement-breakpoint
CREATE TABLE "chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"section_reference" text NOT NULL,
	"chapter" integer,
	"section" text,
	"heading_path" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"headings" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"paragraphs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text,
	"subtopic" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('swedish', title || ' ' || headings), 'A') || setweight(to_tsvector('swedish', content), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"origin" text DEFAULT 'bundled' NOT NULL,
	"sfs_number" text,
	"title" text NOT NULL,
	"source_class" text NOT NULL,
	"version_stamp" text,
	"date" date,
	"source_url" text,
	"urls" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"court" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "embedding_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chunk_id" uuid NOT NULL,
	"model" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embedding_jobs_status_check" CHECK ("embedding_jobs"."status" in ('pending', 'processing', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "legal_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"case_number" text NOT NULL,
	"date" date,
	"court" text NOT NULL,
	"category" text,
	"summary" text,
	"content" text NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_cases_case_number_unique" UNIQUE("case_number")
);
--> statement-breakpoint
ALTER TABLE "chunk_embeddings" ADD CONSTRAINT "chunk_embeddings_chunk_id_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chunk_lexemes" ADD CONSTRAINT "chunk_lexemes_chunk_id_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chunks" ADD CONSTRAINT "chunks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedding_jobs" ADD CONSTRAINT "embedding_jobs_chunk_id_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_category_subtopic_idx" ON "categories" USING btree ("category","subtopic");--> statement-breakpoint
CREATE UNIQUE INDEX "chunk_embeddings_chunk_model_idx" ON "chunk_embeddings" USING btree ("chunk_id","model");--> statement-breakpoint
CREATE INDEX "chunk_lexemes_impact_idx" ON "chunk_lexemes" USING btree ("lexeme","impact" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chunk_lexemes_chunk_idx" ON "chunk_lexemes" USING btree ("chunk_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chunks_document_ordinal_idx" ON "chunks" USING btree ("document_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "embedding_jobs_chunk_model_idx" ON "embedding_jobs" USING btree ("chunk_id","model");--> statement-breakpoint
CREATE INDEX "embedding_jobs_status_idx" ON "embedding_jobs" USING btree ("status","created_at");