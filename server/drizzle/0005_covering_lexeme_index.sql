DROP INDEX "chunk_lexemes_impact_idx";--> statement-breakpoint
CREATE INDEX "chunk_lexemes_impact_idx" ON "chunk_lexemes" USING btree ("lexeme","impact" DESC NULLS LAST,"chunk_id");