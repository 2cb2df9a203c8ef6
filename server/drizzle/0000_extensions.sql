-- pgvector for embeddings and pg_trgm for fuzzy matching. On a managed PostgreSQL where the app's
-- role may not create extensions, an administrator runs these two lines once before the first start.
CREATE EXTENSION IF NOT EXISTS vector;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
