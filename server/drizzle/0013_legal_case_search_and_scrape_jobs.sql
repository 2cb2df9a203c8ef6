CREATE TABLE "legal_scrape_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_by" text,
	"start_page" integer DEFAULT 0 NOT NULL,
	"next_page" integer DEFAULT 0 NOT NULL,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"seen" integer DEFAULT 0 NOT NULL,
	"new_cases" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"cases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_scrape_jobs_kind_check" CHECK ("legal_scrape_jobs"."kind" in ('hfd', 'stockholm_bab')),
	CONSTRAINT "legal_scrape_jobs_status_check" CHECK ("legal_scrape_jobs"."status" in ('running', 'completed', 'failed', 'interrupted'))
);
--> statement-breakpoint
ALTER TABLE "legal_cases" ADD COLUMN "summary_method" text;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD COLUMN "pdf_url" text;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD COLUMN "origin" text DEFAULT 'domstolsverket' NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('swedish', case_number || ' ' || title), 'A') || setweight(to_tsvector('swedish', coalesce(summary, '') || ' ' || content), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_scrape_jobs_one_running_idx" ON "legal_scrape_jobs" USING btree ("status") WHERE "legal_scrape_jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "legal_scrape_jobs_kind_idx" ON "legal_scrape_jobs" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "legal_cases_search_idx" ON "legal_cases" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "legal_cases_case_number_trgm_idx" ON "legal_cases" USING gin ("case_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "legal_cases_title_trgm_idx" ON "legal_cases" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "legal_cases_date_idx" ON "legal_cases" USING btree ("date" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_origin_check" CHECK ("legal_cases"."origin" in ('bundled', 'domstolsverket', 'test'));--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_summary_method_check" CHECK ("legal_cases"."summary_method" in ('model', 'extractive'));